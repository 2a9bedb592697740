import { isSameName } from '@darts/domain';

/**
 * Route parameters name a division, season or team by id or by name, under the domain's
 * same-name rule (any case, runs of spaces as one), the rule the server keeps names unique by.
 * Undefined means "not found"; the page says so rather than guessing.
 */
export function findByNameOrId<T extends { id: string; name: string }>(
  items: readonly T[],
  key: string,
): T | undefined {
  const wanted = key.trim().toLowerCase();
  return items.find((item) => item.id.toLowerCase() === wanted) ?? items.find((item) => isSameName(item.name, key));
}

const modeLabels: Record<string, string> = {
  teams: 'Teams',
  fixtures: 'Fixtures',
  players: 'Players',
  reports: 'Reports',
  health: 'Health',
};

/** The heading for a division page mode: `team:{name}` and `player:{name}@{team}` name who. */
export function divisionModeLabel(mode: string | undefined): string {
  if (!mode) return 'Teams';
  const [kind, ...rest] = mode.split(':');
  const detail = rest.join(':');
  if (kind === 'team' && detail) return detail;
  if (kind === 'player' && detail) return detail.split('@')[0] ?? detail;
  return modeLabels[mode.toLowerCase()] ?? mode;
}
