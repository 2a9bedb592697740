export function Component() {
  return <h1>login</h1>;
}
