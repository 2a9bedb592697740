export { DataImport } from './data-import';
export { useLastImport } from './api';
export { ImportAfterSession } from './import-after-session';
