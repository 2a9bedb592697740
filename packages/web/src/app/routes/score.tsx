export function Component() {
  return <h1>score</h1>;
}
