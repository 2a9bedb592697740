export function Component() {
  return <h1>practice</h1>;
}
