export * from './common.js';
export * from './account.js';
export * from './feature.js';
export * from './error.js';
export * from './league.js';
export * from './site.js';
export * from './sayg.js';
export * from './routes.js';
