import { PageTabs, type PageTab } from '../../components/page-tabs';
import { useUrlOptions } from '../../lib/use-url-options';
import { fixturesOnDateHref, modeHref, type PageAddress } from '../../lib/division-links';
import type { DivisionMode } from './division-route';

export type Tab = PageTab;

/**
 * Which tabs show: Teams; Team Details in team mode; Fixtures; Players
 * unless superleague; the player's name (or 'Player Details') in player mode; Reports and Health
 * with their permission for exactly one division that is not superleague.
 */
export function visibleTabs(state: {
  mode: DivisionMode;
  superleague: boolean;
  divisionCount: number;
  canRunReports: boolean;
  canRunHealthChecks: boolean;
  playerName?: string;
}): Array<{ key: string; label: string }> {
  const single = state.divisionCount === 1 && !state.superleague;
  return [
    { key: 'teams', label: 'Teams' },
    state.mode.kind === 'team' && { key: 'team', label: 'Team Details' },
    { key: 'fixtures', label: 'Fixtures' },
    !state.superleague && { key: 'players', label: 'Players' },
    state.mode.kind === 'player' && { key: 'player', label: state.playerName ?? 'Player Details' },
    single && state.canRunReports && { key: 'reports', label: 'Reports' },
    single && state.canRunHealthChecks && { key: 'health', label: 'Health' },
  ].filter((tab): tab is { key: string; label: string } => Boolean(tab));
}

/** The division's tabs, hidden in print. */
export function DivisionTabs({ tabs, current }: { tabs: readonly Tab[]; current: string }) {
  return <PageTabs label="Division" tabs={tabs} current={current} className="mb-3 d-print-none" />;
}

export type FixtureDivisionTabsProps = {
  divisionName: string;
  seasonName: string | undefined;
  superleague: boolean;
  /** The fixture's date (`YYYY-MM-DD`), which the Fixtures tab opens on. */
  date: string | undefined;
};

/**
 * The Teams, Fixtures and Players tabs of a fixture's division, as links back from the fixture's own
 * page (spec 2 §2 Routes: /teams/{season}/?division={division}, and the same for fixtures and
 * players). The Fixtures tab opens on the fixture's date; none is current, since the page is none
 * of them. Hidden with `controls=false` and in print, as on the division page.
 */
export function FixtureDivisionTabs({ divisionName, seasonName, superleague, date }: FixtureDivisionTabsProps) {
  const { controls } = useUrlOptions();
  if (!controls) return null;
  const address: PageAddress = { style: 'multi', divisionNames: [divisionName], seasonName };
  const tabs = visibleTabs({
    mode: { kind: 'fixtures' },
    superleague,
    divisionCount: 1,
    canRunReports: false,
    canRunHealthChecks: false,
  }).map((tab) => ({
    ...tab,
    href: tab.key === 'fixtures' && date ? fixturesOnDateHref(address, date) : modeHref(address, tab.key),
  }));
  return <DivisionTabs tabs={tabs} current="" />;
}
