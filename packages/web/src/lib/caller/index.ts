// The spoken caller (issue #27): settings per device, the browser's speech, and its control.
export { CallerControl } from './caller-control';
export { callerRates, defaultCallerSettings, parseCallerSettings, type CallerSettings } from './caller-settings';
export { speak, useCaller, useVoices, type Caller } from './use-caller';
