export { TemplatesAdmin } from './templates-admin';
