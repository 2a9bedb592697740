import type { Db } from '../../db/database.js';
import type { DivisionTable, GameTable, NoteTable, SeasonTable, TeamPlayerTable } from '../../db/schema.js';
import type { ScoreCard } from '../../shared/score-card.js';
import { featureValue } from '../features/features.service.js';
import { seasonTournaments, type StoredTournament } from '../tournaments/tournaments.service.js';
import type { ParsedCards } from './parsed-cards.js';

/**
 * The reads behind division data (§5.5): a fixed handful of queries whatever the
 * size of the league, run side by side, then only the score cards not already parsed
 * and, for ManageGames, other fixtures on dates with unselected teams; everything else is worked
 * out in memory.
 */

/** The small tables every request starts from: divisions (deleted too), seasons and their divisions. */
export type Catalogue = {
  divisions: DivisionTable[];
  seasons: Array<SeasonTable & { divisionIds: string[] }>;
};

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const [divisions, seasons, links] = await Promise.all([
    db.selectFrom('division').selectAll().orderBy('created').orderBy('name').execute(),
    db.selectFrom('season').selectAll().where('deleted', 'is', null).execute(),
    db.selectFrom('seasonDivision').selectAll().execute(),
  ]);
  const bySeason = new Map<string, string[]>();
  for (const link of links)
    (bySeason.get(link.seasonId) ?? bySeason.set(link.seasonId, []).get(link.seasonId)!).push(link.divisionId);
  return { divisions, seasons: seasons.map((season) => ({ ...season, divisionIds: bySeason.get(season.id) ?? [] })) };
}

/** A team as division data needs it; `divisionId` is its division in the season (none when unregistered). */
export type ScopeTeam = {
  id: string;
  name: string;
  address: string;
  updated: string;
  deleted: boolean;
  divisionId?: string;
};

export type GameRow = {
  id: string;
  divisionId: string;
  date: string;
  address: string;
  homeTeamId: string;
  awayTeamId: string | null;
  postponed: boolean;
  isKnockout: boolean;
  accoladesCount: boolean;
  updated: string;
  card: ScoreCard;
};

/** Another division's fixture: only what `fixturesUsingAddress` needs. */
export type OtherGameRow = Pick<GameRow, 'id' | 'divisionId' | 'date' | 'address' | 'homeTeamId' | 'awayTeamId'> & {
  homeName: string | null;
  awayName: string | null;
};

export type SeasonData = {
  /** Every team registered in the season (any division), then teams registered in no season. */
  registered: ScopeTeam[];
  unregistered: ScopeTeam[];
  players: Array<TeamPlayerTable & { teamId: string }>;
  /** Date order. */
  games: GameRow[];
  /** With `withOtherGames`: the dates, as stored, of every fixture of the season in range, listed or not. */
  seasonFixtureDates: string[];
  /** Every note of the season in scope, whatever its date: who sees one outside `dates` is a rule (`isNoteShown`). */
  notes: NoteTable[];
  /** Every tournament of the season, any division and date, by date then venue. */
  tournaments: StoredTournament[];
  vetoScores: string | undefined;
};

export type SeasonScope = {
  seasonId: string;
  /** Divisions in scope; undefined = every division of the season. */
  divisionIds: readonly string[] | undefined;
  /** Inclusive `YYYY-MM-DD` range of fixtures, or undefined with `ignoreDates`. */
  dates: { from: string; to: string } | undefined;
  withOtherGames: boolean;
  withVetoScores: boolean;
};

const gameColumns = [
  'game.id',
  'game.divisionId',
  'game.date',
  'game.address',
  'game.homeTeamId',
  'game.awayTeamId',
  'game.postponed',
  'game.isKnockout',
  'game.accoladesCount',
  'game.updated',
] as const;

export async function loadSeasonData(db: Db, scope: SeasonScope, cards: ParsedCards): Promise<SeasonData> {
  const { seasonId, divisionIds, dates } = scope;
  const scoped = divisionIds !== undefined;
  const inDivisions = divisionIds && divisionIds.length > 0 ? divisionIds : ['-'];
  const seasonTeams = () =>
    db
      .selectFrom('teamSeason')
      .select('teamSeason.teamId')
      .where('teamSeason.seasonId', '=', seasonId)
      .where('teamSeason.deleted', 'is', null)
      .where('teamSeason.divisionId', 'in', inDivisions);
  const gamesQuery = () => {
    let query = db.selectFrom('game').where('game.seasonId', '=', seasonId).where('game.deleted', 'is', null);
    if (dates) query = query.where('game.date', '>=', dates.from).where('game.date', '<=', dates.to);
    return query;
  };
  // One indexed lookup per way a fixture belongs to the divisions: one OR over the three columns
  // walked every fixture of the season. The outer query then only fetches by id (any other
  // condition there can tempt a planner without statistics to walk the season again).
  const scopedGameIds = () =>
    gamesQuery()
      .select('game.id')
      .where('game.divisionId', 'in', inDivisions)
      .union(gamesQuery().select('game.id').where('game.homeTeamId', 'in', seasonTeams()))
      .union(gamesQuery().select('game.id').where('game.awayTeamId', 'in', seasonTeams()));

  const [registered, unregistered, players, games, seasonFixtureDates, notes, tournaments, vetoScores] =
    await Promise.all([
      db
        .selectFrom('teamSeason')
        .innerJoin('team', 'team.id', 'teamSeason.teamId')
        .select(['team.id', 'team.name', 'team.address', 'team.updated', 'team.deleted', 'teamSeason.divisionId'])
        .where('teamSeason.seasonId', '=', seasonId)
        .where('teamSeason.deleted', 'is', null)
        .orderBy('teamSeason.created')
        .execute(),
      db
        .selectFrom('team')
        .select(['team.id', 'team.name', 'team.address', 'team.updated', 'team.deleted'])
        .where('team.deleted', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom('teamSeason').select('teamSeason.id').whereRef('teamSeason.teamId', '=', 'team.id'),
            ),
          ),
        )
        .execute(),
      db
        .selectFrom('teamPlayer')
        .innerJoin('teamSeason', 'teamSeason.id', 'teamPlayer.teamSeasonId')
        .selectAll('teamPlayer')
        .select('teamSeason.teamId')
        .where('teamSeason.seasonId', '=', seasonId)
        .where('teamSeason.deleted', 'is', null)
        .where('teamPlayer.deleted', 'is', null)
        .$if(scoped, (q) => q.where('teamSeason.divisionId', 'in', inDivisions))
        .execute(),
      // Cards are read separately, and only those not already parsed at this `updated`.
      (scoped ? db.selectFrom('game').where('game.id', 'in', scopedGameIds()) : gamesQuery())
        .select(gameColumns)
        .orderBy('game.date')
        .orderBy('game.id')
        .execute(),
      scope.withOtherGames && scoped
        ? gamesQuery()
            .select('game.date')
            .distinct()
            .execute()
            .then((rows) => rows.map((row) => row.date))
        : Promise.resolve([]),
      db
        .selectFrom('note')
        .selectAll()
        .where('seasonId', '=', seasonId)
        .where('deleted', 'is', null)
        .$if(scoped, (q) => q.where((eb) => eb.or([eb('divisionId', 'is', null), eb('divisionId', 'in', inDivisions)])))
        .orderBy('date')
        .orderBy('created')
        .execute(),
      // A season holds few tournaments: read them all, then filter by division and date in memory.
      seasonTournaments(db, seasonId),
      scope.withVetoScores ? featureValue(db, 'VetoScores') : Promise.resolve(undefined),
    ]);

  const team = (row: Omit<ScopeTeam, 'deleted'> & { deleted: string | null }): ScopeTeam => ({
    ...row,
    deleted: row.deleted != null,
  });
  return {
    registered: registered.map(team),
    unregistered: unregistered.map(({ deleted, ...row }) => ({ ...row, deleted: deleted != null })),
    players,
    games: await withCards(db, games, cards),
    seasonFixtureDates,
    notes,
    tournaments,
    vetoScores,
  };
}

type GameColumns = Pick<
  GameTable,
  | 'id'
  | 'divisionId'
  | 'date'
  | 'address'
  | 'homeTeamId'
  | 'awayTeamId'
  | 'postponed'
  | 'isKnockout'
  | 'accoladesCount'
  | 'updated'
>;

const gameRow = (row: GameColumns, card: ScoreCard): GameRow => ({
  id: row.id,
  divisionId: row.divisionId,
  date: row.date.slice(0, 10),
  address: row.address,
  homeTeamId: row.homeTeamId,
  awayTeamId: row.awayTeamId,
  postponed: Boolean(row.postponed),
  isKnockout: Boolean(row.isKnockout),
  accoladesCount: Boolean(row.accoladesCount),
  updated: row.updated,
  card,
});

const cardBatch = 500;

/**
 * The fixtures with their cards: kept ones by id and `updated`, the rest read and kept. A fixture
 * written since the first read is taken whole from the second (its columns and card belong
 * together); one removed in between is left out.
 */
async function withCards(db: Db, rows: readonly GameColumns[], cards: ParsedCards): Promise<GameRow[]> {
  const kept = new Map<string, ScoreCard>();
  const missing: string[] = [];
  for (const row of rows) {
    const card = cards.get(row.id, row.updated);
    if (card) kept.set(row.id, card);
    else missing.push(row.id);
  }
  const reread = new Map<string, GameRow>();
  for (let start = 0; start < missing.length; start += cardBatch) {
    const batch = await db
      .selectFrom('game')
      .select([...gameColumns, 'game.card'])
      .where('game.id', 'in', missing.slice(start, start + cardBatch))
      .where('game.deleted', 'is', null)
      .execute();
    for (const { card, ...row } of batch) reread.set(row.id, gameRow(row, cards.keep(row.id, row.updated, card)));
  }
  return rows.flatMap((row) => {
    const card = kept.get(row.id);
    const game = card ? gameRow(row, card) : reread.get(row.id);
    return game ? [game] : [];
  });
}

/**
 * The season's fixtures on the given dates (as stored) other than the listed ones, with their
 * teams' names: the candidates for an unselected team's `fixturesUsingAddress`.
 */
export async function loadOtherGames(
  db: Db,
  seasonId: string,
  dates: readonly string[],
  listed: ReadonlySet<string>,
): Promise<OtherGameRow[]> {
  if (dates.length === 0) return [];
  const rows = await db
    .selectFrom('game')
    .leftJoin('team as home', 'home.id', 'game.homeTeamId')
    .leftJoin('team as away', 'away.id', 'game.awayTeamId')
    .select([
      'game.id',
      'game.divisionId',
      'game.date',
      'game.address',
      'game.homeTeamId',
      'game.awayTeamId',
      'home.name as homeName',
      'away.name as awayName',
    ])
    .where('game.seasonId', '=', seasonId)
    .where('game.deleted', 'is', null)
    .where('game.date', 'in', dates)
    .orderBy('game.date')
    .orderBy('game.id')
    .execute();
  return rows.filter((row) => !listed.has(row.id)).map((row) => ({ ...row, date: row.date.slice(0, 10) }));
}
