// The season reports of issue #14.
export * from './finals-night-divisions.js';
export * from './finals-night.js';
export * from './highest-checkouts.js';
export * from './man-of-the-match.js';
export * from './most-180s.js';
export * from './most-played-player.js';
export * from './season-reports.js';
export * from './types.js';
