export { DivisionPage, type FixturesTabProps } from './division-page';
export type { DivisionData } from './division-data';
