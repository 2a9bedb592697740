export function Component() {
  return <h1>tv</h1>;
}
