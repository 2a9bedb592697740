import { PageTabs, type PageTab } from '../../components/page-tabs';
import type { DivisionMode } from './division-route';

export type Tab = PageTab;

/**
 * Which tabs show (spec 1 §2 Division page): Teams; Team Details in team mode; Fixtures; Players
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

/** The division's tabs (spec 1 §2), hidden in print. */
export function DivisionTabs({ tabs, current }: { tabs: readonly Tab[]; current: string }) {
  return <PageTabs label="Division" tabs={tabs} current={current} className="mb-3 d-print-none" />;
}
