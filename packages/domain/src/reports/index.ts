// The season reports of issue #14.
export * from './types.js';
