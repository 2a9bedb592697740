export { DataImport } from './data-import';
