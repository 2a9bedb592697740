// The division page's Health tab: the season's health checks, composed by the division route.
export { HealthTab, type HealthTabProps } from './health-tab';
