export { DivisionPage, type FixturesTabProps, type HealthTabProps, type ReportsTabProps } from './division-page';
export type { DivisionData } from './division-data';
