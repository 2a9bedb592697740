// The season template rules of issue #13: compatibility, the proposal, a double round-robin generator.
export * from './double-round-robin.js';
export * from './placeholder-assignment.js';
export * from './placeholder-choices.js';
export * from './proposal-dates.js';
export * from './proposal-fixtures.js';
export * from './shared-venues.js';
export * from './template-compatibility.js';
export * from './types.js';
export * from './template-health.js';
