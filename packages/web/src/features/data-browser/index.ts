export { DataBrowser } from './data-browser';
