export { DataExport } from './data-export';
