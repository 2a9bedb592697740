// The season and template health checks of issue #13 (contract §3.6, §11).
export * from './both-legs.js';
export * from './consecutive-byes.js';
export * from './consecutive-home-or-away.js';
export * from './health-result.js';
export * from './same-number-of-weeks.js';
export * from './season-dates.js';
export * from './season-health.js';
export * from './team-twice-on-a-date.js';
export * from './teams-against-themselves.js';
export * from './template-health.js';
export * from './venue-twice-on-a-date.js';
