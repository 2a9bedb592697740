// The tournament formats of issue #26: draw and seeding, knockout with byes, double elimination,
// groups feeding a knockout, best of per round and boards.
export * from './advance-tournament.js';
export * from './assign-boards.js';
export * from './champion.js';
export * from './double-elimination.js';
export * from './draw-lock.js';
export * from './group-table.js';
export * from './groups-knockout.js';
export * from './groups.js';
export * from './layout-options.js';
export * from './layout-tournament.js';
export * from './matches-of.js';
export * from './pending-slot-label.js';
export * from './seeding.js';
export * from './sides-after-draw.js';
export * from './stage-best-of.js';
