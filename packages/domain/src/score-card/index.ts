// Score card rules of issue #5: who may record scores, what a valid card is, when submissions agree.
export * from './access-level.js';
export * from './card-editing.js';
export * from './differences.js';
export * from './score-card-problems.js';
export * from './submissions-match.js';
