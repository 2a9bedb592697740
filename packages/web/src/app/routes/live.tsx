export function Component() {
  return <h1>live</h1>;
}
