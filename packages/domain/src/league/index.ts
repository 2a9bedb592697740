// The league rules of issue #3; current-season is exported from the package index directly.
export * from './date-filter.js';
export * from './date-is-within-season.js';
export * from './fixture-date.js';
export * from './fixture-result.js';
export * from './league-table.js';
export * from './link-protocol.js';
export * from './match-layout.js';
export * from './new-fixture-date.js';
export * from './note-rules.js';
export * from './opponent-choices.js';
export * from './player-rules.js';
export * from './player-table.js';
export * from './superleague-name.js';
export * from './team-is-not-playing-the-same-leg-twice.js';
export * from './team-venue.js';
export * from './team-is-not-playing-twice-on-a-date.js';
export * from './teams-are-not-playing-against-themselves.js';
