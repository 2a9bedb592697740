export function Component() {
  return <h1>tournament</h1>;
}
