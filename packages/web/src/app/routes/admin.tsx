export function Component() {
  return <h1>admin</h1>;
}
