// Differences between the home and away submissions and how an admin merges them (issue #5).
// Filled in by the merge work; see differences.test.ts.
export {};
