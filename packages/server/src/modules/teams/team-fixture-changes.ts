import { formatCalendarDate, isSameVenue, venueOf } from '@darts/domain';
import type { Db } from '../../db/database.js';
import { parseCard, renameInCard } from '../../shared/score-card.js';
import { fixturesOn, lockedFixturesOfTeam, updateFixture, type StoredFixture } from './team-fixtures.repository.js';

export type FixtureChange = {
  id: string;
  seasonId: string;
  divisionId: string;
  date: string;
  card: string;
  address?: string;
};

export type FixturePlan = { changes: FixtureChange[] } | { addressInUse: string };

type TeamDetails = { id: string; name: string; address: string };

const sideName = (card: Record<string, unknown>, side: 'home' | 'away') => {
  const team = card[side];
  return team !== null && typeof team === 'object' && typeof (team as { name?: unknown }).name === 'string'
    ? (team as { name: string }).name
    : undefined;
};

/** Sets the team's name on its side of the card (by the fixture's columns) and wherever its id appears. */
function renameTeam(card: Record<string, unknown>, fixture: StoredFixture, team: TeamDetails): boolean {
  let changed = false;
  for (const side of ['home', 'away'] as const) {
    const teamId = side === 'home' ? fixture.homeTeamId : fixture.awayTeamId;
    const value = card[side];
    if (
      teamId === team.id &&
      value !== null &&
      typeof value === 'object' &&
      (value as { name?: unknown }).name !== team.name
    ) {
      (value as { name: string }).name = team.name;
      changed = true;
    }
  }
  return renameInCard(card, team.id, team.name) || changed;
}

/**
 * What renaming or re-addressing a team does to its fixtures: its name goes into
 * every card it appears on; home fixtures played at its old venue move to the new one. Refused
 * when the new venue already hosts another fixture on one of those dates.
 */
export async function planFixtureChanges(
  db: Db,
  before: TeamDetails,
  after: TeamDetails,
  seasonId?: string,
): Promise<FixturePlan> {
  const renamed = before.name !== after.name;
  const [oldVenue, newVenue] = [venueOf(before), venueOf(after)];
  const moved = oldVenue !== newVenue;
  if (!renamed && !moved) return { changes: [] };

  const changes: FixtureChange[] = [];
  // Locked as read, so a card saved meanwhile is renamed, not overwritten (applied in this transaction).
  for (const fixture of await lockedFixturesOfTeam(db, before.id, seasonId)) {
    const card = parseCard(fixture.card);
    const cardChanged = renamed && renameTeam(card, fixture, after);
    const address =
      moved && fixture.homeTeamId === before.id && isSameVenue(fixture.address, oldVenue) ? newVenue : undefined;
    if (!cardChanged && address === undefined) continue;
    const { id, seasonId: season, divisionId, date } = fixture;
    changes.push({
      id,
      seasonId: season,
      divisionId,
      date,
      card: cardChanged ? JSON.stringify(card) : fixture.card,
      address,
    });
  }

  const hosted = changes.filter((change) => change.address !== undefined);
  if (hosted.length > 0 && !isSameVenue(oldVenue, newVenue)) {
    const ours = new Set(changes.map((change) => change.id));
    const dates = new Set(hosted.map((change) => change.date));
    const clashes = (await fixturesOn(db, [...dates])).filter(
      (other) => !ours.has(other.id) && isSameVenue(other.address, newVenue),
    );
    if (clashes.length > 0) {
      const details = clashes
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((other) => {
          const card = parseCard(other.card);
          const teams = [sideName(card, 'home'), sideName(card, 'away')].filter(Boolean).join(' v ');
          return `${formatCalendarDate(other.date, { year: true })}${teams ? ` (${teams})` : ''}`;
        })
        .join(', ');
      return {
        addressInUse: `Unable to update address, ${newVenue} is in use for multiple games on the same dates, see ${details}`,
      };
    }
  }
  return { changes };
}

/** Writes planned fixture changes, stamping each fixture as edited by `audit.editor`. */
export async function applyFixtureChanges(
  db: Db,
  changes: readonly FixtureChange[],
  audit: { updated: string; editor: string },
) {
  for (const { id, card, address } of changes) {
    await updateFixture(db, id, { card, ...(address !== undefined ? { address } : {}), ...audit });
  }
}
