export function Component() {
  return <h1>about</h1>;
}
