export function Component() {
  return <h1>division</h1>;
}
