// The season health checks of contract §3.6: nine checks, their thresholds and the combined result.
export * from './both-legs.js';
export * from './check-result.js';
export * from './consecutive-byes.js';
export * from './consecutive-home-away.js';
export * from './dates-in-text.js';
export * from './division-in-text.js';
export * from './not-against-themselves.js';
export * from './same-number-of-weeks.js';
export * from './season-dates.js';
export * from './season-health.js';
export * from './team-once-per-date.js';
export * from './thresholds.js';
export * from './types.js';
export * from './venue-once-per-date.js';
