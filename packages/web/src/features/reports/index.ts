// The division page's Reports tab: the season's reports, composed by the division route.
export { ReportsTab, type ReportsTabProps } from './reports-tab';
