export { LeagueSetupPage } from './league-setup-page';
