export { DivisionPage, type FixturesTabProps, type HealthTabProps, type ReportsTabProps } from './division-page';
export type { DivisionData } from './division-data';
// The division's tabs for a page of one of its fixtures (the score card).
export { FixtureDivisionTabs, type FixtureDivisionTabsProps } from './division-tabs';
