// The tournament rules of issue #12.
export * from './advance-winners.js';
export * from './best-of.js';
export * from './bracket-plan.js';
export * from './draw-bracket.js';
export * from './edit-rounds.js';
export * from './first-thrower-by-row.js';
export * from './match-analysis.js';
export * from './match-number.js';
export * from './live-superleague.js';
export * from './match-report-leg.js';
export * from './match-winner.js';
export * from './new-tournament-fixture.js';
export * from './side-rules.js';
export * from './single-round-summary.js';
export * from './tournament-problems.js';
export * from './tournament-winner.js';
export * from './types.js';
