import type { DivisionDataDto, DivisionDataQuery, DivisionDto } from '@darts/contract';
import {
  addDays,
  formatAuditTime,
  isNoteShown,
  parseTimeSpan,
  seasonForDivisionData,
  utcDateOf,
  type CalendarDate,
} from '@darts/domain';
import type { Db } from '../../db/database.js';
import type { DivisionTable, SeasonTable } from '../../db/schema.js';
import { divisionDtoOf } from '../divisions/divisions.service.js';
import { seasonDtoOf } from '../seasons/seasons.service.js';
import type { Clock } from '../../shared/clock.js';
import type { CacheTags } from '../../shared/response-cache.js';
import {
  loadCatalogue,
  loadOtherGames,
  loadSeasonData,
  type Catalogue,
  type ScopeTeam,
} from './division-data.repository.js';
import { fixtureDates, fixtureDays, type FixtureDatesInput } from './fixture-dates.js';
import type { ParsedCards } from './parsed-cards.js';
import { crossDivisionErrors } from './data-errors.js';
import { tournamentInvolvesTeam, tournamentsInScope } from './fixture-tournaments.js';
import { loadPlayerAverages } from './player-averages.js';
import { evaluateFixtures, playerRows, teamRows, type Viewer } from './tables.js';

export type { Viewer } from './tables.js';

// What other modules use of this one: they come here, never to the repository.
export { loadCatalogue, loadSeasonData, type GameRow } from './division-data.repository.js';

/** Division data plus what the caller needs to cache it or render it as a calendar. */
export type DivisionData = {
  dto: DivisionDataDto;
  /** The season's name and fixture times, for the calendar. */
  season: Pick<SeasonTable, 'name' | 'fixtureStartTime' | 'fixtureDuration'> | undefined;
  /** Last update of every listed fixture, note and tournament (the calendar's DTSTAMP). */
  updatedById: ReadonlyMap<string, string>;
  /** The host of each single-round tournament in scope, which its row does not carry (the calendar's title). */
  tournamentHosts: ReadonlyMap<string, string>;
  /** The answer stays right until this instant (ms) unless something is written: the next UTC midnight or VetoScores reveal. */
  validUntil: number;
  /** What a write must evict for this answer to go. */
  tags: CacheTags;
};

const empty = { superleague: false, teams: [], fixtures: [], players: [] };
const nextMidnight = (today: CalendarDate) => Date.parse(`${addDays(today, 1)}T00:00:00Z`);

type Resolved =
  | { error: string[]; heading: Partial<DivisionDataDto> }
  | {
      season: Catalogue['seasons'][number];
      inScope: DivisionTable[];
      heading: Pick<DivisionDataDto, 'name' | 'superleague'>;
    };

/**
 * The divisions and season a request names, or the data errors that answer
 * it instead: no ids, an unknown or deleted division, no season.
 */
function resolve(catalogue: Catalogue, query: DivisionDataQuery, today: CalendarDate): Resolved {
  const requested = query.divisionIds;
  if (requested.length === 0 && !query.seasonId) {
    return { error: ['SeasonId and/or DivisionId must be supplied'], heading: {} };
  }
  const divisions = new Map(catalogue.divisions.map((row) => [row.id, row]));
  const missing = requested.filter((id) => !divisions.has(id));
  if (missing.length > 0) return { error: [`Requested division (${missing.join(', ')}) was not found`], heading: {} };
  const deleted = requested.map((id) => divisions.get(id)!).filter((row) => row.deleted);
  if (deleted.length > 0) {
    const when = (row: DivisionTable) => formatAuditTime(new Date(row.deleted!));
    return {
      error: deleted.map((row) => `Requested division (${row.name} / ${row.id}) has been deleted ${when(row)}`),
      heading: {},
    };
  }

  const season = query.seasonId
    ? catalogue.seasons.find((row) => row.id === query.seasonId)
    : seasonForDivisionData(catalogue.seasons, query.date ?? today, requested);
  const inScope = (requested.length > 0 ? requested : (season?.divisionIds ?? []))
    .map((id) => divisions.get(id))
    .filter((row): row is DivisionTable => row !== undefined && row.deleted === null);
  const heading = {
    name: inScope
      .map((row) => row.name)
      .sort()
      .join(' & '),
    superleague: inScope.length > 0 && inScope.every((row) => Boolean(row.superleague)),
  };
  return season ? { season, inScope, heading } : { error: ['Season not found'], heading };
}

/**
 * `GET /api/Division/Data` (§5.5) for one viewer. Data errors about the request go
 * to everyone; computed inconsistencies only to signed-in users (§0.7).
 */
export async function divisionData(
  { db, clock, cards }: { db: Db; clock: Clock; cards: ParsedCards },
  query: DivisionDataQuery,
  viewer: Viewer,
): Promise<DivisionData> {
  const now = clock.now();
  const today = utcDateOf(now);
  const requested = query.divisionIds;
  const single = requested.length === 1 ? requested[0] : undefined;
  const catalogue: Catalogue =
    requested.length === 0 && !query.seasonId ? { divisions: [], seasons: [] } : await loadCatalogue(db);
  const resolved = resolve(catalogue, query, today);
  if ('error' in resolved) {
    return {
      dto: {
        ...(single ? { id: single } : {}),
        ...empty,
        ...resolved.heading,
        dataErrors: resolved.error.map((message) => ({ message })),
      },
      season: undefined,
      updatedById: new Map(),
      tournamentHosts: new Map(),
      validUntil: nextMidnight(today),
      tags: { divisionIds: requested, seasonIds: query.seasonId ? [query.seasonId] : [] },
    };
  }
  const { season, inScope, heading } = resolved;

  const withOtherGames = viewer.canManageGames && requested.length > 0;
  const seasonDates = query.ignoreDates
    ? undefined
    : { from: season.startDate.slice(0, 10), to: season.endDate.slice(0, 10) };
  const data = await loadSeasonData(
    db,
    {
      seasonId: season.id,
      divisionIds: requested.length > 0 ? requested : undefined,
      dates: seasonDates,
      withOtherGames,
      withVetoScores: !viewer.canManageScores,
    },
    cards,
  );

  // A team's division is its registration in this season; teams registered nowhere belong everywhere (§5.5).
  const teamsById = new Map<string, ScopeTeam>();
  for (const team of [...data.registered, ...data.unregistered]) {
    if (!teamsById.has(team.id)) teamsById.set(team.id, team);
  }
  const scopeIds = new Set(inScope.map((row) => row.id));
  const scope = new Map(
    [...teamsById.values()]
      .filter(
        (team) =>
          !team.deleted && (team.divisionId === undefined || requested.length === 0 || scopeIds.has(team.divisionId)),
      )
      .map((team) => [team.id, team]),
  );
  const divisionDtos = new Map(catalogue.divisions.map((row) => [row.id, divisionDtoOf(row)]));
  const divisionOf = (teamId: string) => {
    const divisionId = teamsById.get(teamId)?.divisionId;
    return divisionId ? divisionDtos.get(divisionId) : undefined;
  };
  const forTeam = (teamId: string) => !query.teamId || teamId === query.teamId;

  const vetoDelay = parseTimeSpan(data.vetoScores ?? '') ?? 0;
  const teamName = (id: string, fallback: string) => teamsById.get(id)?.name ?? fallback;
  const fixtures = evaluateFixtures(data.games, teamName, viewer, vetoDelay, now);
  const scopeTeams = [...scope.values()];

  // With ignoreDates every note shows, as every fixture does.
  const notes = seasonDates
    ? data.notes.filter((note) => isNoteShown(note, season, viewer.canManageNotes))
    : data.notes;
  const teamPlayerIds = new Set(data.players.filter((p) => p.teamId === query.teamId).map((p) => p.id));
  const datesInput: FixtureDatesInput = {
    fixtures,
    seasonFixtureDates: data.seasonFixtureDates,
    notes,
    season: seasonDates ? season : undefined,
    tournaments: tournamentsInScope(data.tournaments, requested, seasonDates),
    seasonTournaments: data.tournaments,
    tournamentInvolvesTeam: (t) => !query.teamId || tournamentInvolvesTeam(t, query.teamId, teamPlayerIds),
    teams: scopeTeams,
    teamsById,
    divisionOf,
    query,
    viewer,
  };
  const days = fixtureDays(datesInput);
  // ManageGames sees other fixtures at an unselected team's venue: read them only for dates with such rows.
  const otherDates = () =>
    data.seasonFixtureDates.filter((stored) =>
      days.some((day) => day.unselected.length > 0 && day.date === stored.slice(0, 10)),
    );
  const [others, averages] = await Promise.all([
    withOtherGames ? loadOtherGames(db, season.id, otherDates(), new Set(data.games.map((game) => game.id))) : [],
    loadPlayerAverages(db, fixtures, datesInput.tournaments, cards.saygTotals),
  ]);

  const dto: DivisionDataDto = {
    ...(single ? { id: single, updated: divisionDtos.get(single)!.updated } : {}),
    ...heading,
    season: seasonDtoOf(season, inSeason(season.divisionIds, divisionDtos), today),
    teams: teamRows(scopeTeams, fixtures, divisionOf).filter((row) => forTeam(row.id)),
    fixtures: fixtureDates(days, datesInput, others),
    players: playerRows(data.players, scope, fixtures, datesInput.tournaments, divisionOf, viewer, averages).filter(
      (row) => forTeam(row.teamId),
    ),
    dataErrors: viewer.signedIn ? crossDivisionErrors(fixtures, teamsById) : [],
  };
  return {
    dto,
    season,
    updatedById: new Map([...data.games, ...notes, ...datesInput.tournaments].map((row) => [row.id, row.updated])),
    tournamentHosts: new Map(datesInput.tournaments.map((t) => [t.id, t.doc.host ?? ''])),
    validUntil: fixtures.reduce((until, f) => Math.min(until, f.revealsAt ?? until), nextMidnight(today)),
    tags: { divisionIds: [...new Set([...requested, ...scopeIds])], seasonIds: [season.id] },
  };
}

/** The season's non-deleted divisions in the divisions' own order (as `GET /api/Season` lists them). */
function inSeason(divisionIds: readonly string[], divisions: ReadonlyMap<string, DivisionDto>): DivisionDto[] {
  const ids = new Set(divisionIds);
  return [...divisions.values()].filter((d) => ids.has(d.id) && !d.deleted);
}
