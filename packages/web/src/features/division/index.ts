export { DivisionPage, type FixturesTabProps, type HealthTabProps } from './division-page';
export type { DivisionData } from './division-data';
