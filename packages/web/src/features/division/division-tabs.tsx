import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { DivisionMode } from './division-route';

export type Tab = { key: string; label: string; href: string };

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

/** The tabs as links; on a phone they scroll sideways, bringing the current one into view. */
export function DivisionTabs({ tabs, current }: { tabs: readonly Tab[]; current: string }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const box = list.current;
    const active = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !active) return;
    // Scroll only when the current tab would be (partly) out of sight.
    const left = active.offsetLeft - box.offsetLeft;
    if (left + active.offsetWidth > box.scrollLeft + box.clientWidth || left < box.scrollLeft)
      box.scrollLeft = left - 16;
  }, [current]);
  return (
    <nav aria-label="Division" className="mb-3 d-print-none">
      <ul ref={list} className="nav nav-tabs flex-nowrap overflow-x-auto overflow-y-hidden text-nowrap">
        {tabs.map((tab) => (
          <li key={tab.key} className="nav-item">
            <Link
              to={tab.href}
              className={`nav-link${tab.key === current ? ' active' : ''}`}
              aria-current={tab.key === current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
