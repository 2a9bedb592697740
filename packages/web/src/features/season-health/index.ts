// The division page's Health tab (issue #13): the season's health checks, composed by the division route.
export { HealthTab, type HealthTabProps } from './health-tab';
