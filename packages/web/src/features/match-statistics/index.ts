// Match statistics and the widescreen (TV) view, and the live pages that show them.
export { MatchStatistics, type MatchStatisticsProps } from './match-statistics';
export { WidescreenView, type WidescreenViewProps } from './widescreen-view';
export { LiveMatchPage } from './live-match-page';
export { TvPage } from './tv-page';
export { averageFromHash, liveMatchPath, saygIdFrom, tvPath } from './live-links';
