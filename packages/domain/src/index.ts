export * from './access/access-options.js';
export * from './access/can.js';
export * from './accounts/passwords.js';
export * from './features/features.js';
export * from './ids.js';
export * from './league/current-season.js';
export * from './time/calendar-date.js';
export * from './time/time-span.js';
