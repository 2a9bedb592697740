import type { Db } from '../../db/database.js';
import type { DivisionTable, NoteTable, SeasonTable, TeamPlayerTable } from '../../db/schema.js';
import { parseCard } from '../games/game-card.js';
import type { ScoreCard } from '../league/score-card.js';
import { featureValue } from '../features/features.repository.js';

/**
 * The reads behind division data (contract §5.3-§5.5): a fixed handful of queries whatever the
 * size of the league, run side by side; everything else is worked out in memory.
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

/** Another division's fixture: only what `fixturesUsingAddress` and the date list need. */
export type OtherGameRow = Omit<GameRow, 'card' | 'postponed' | 'isKnockout' | 'accoladesCount'> & {
  homeName: string | null;
  awayName: string | null;
};

export type SeasonData = {
  /** Every team registered in the season (any division), then teams registered in no season. */
  registered: ScopeTeam[];
  unregistered: ScopeTeam[];
  players: Array<TeamPlayerTable & { teamId: string }>;
  games: GameRow[];
  otherGames: OtherGameRow[];
  notes: NoteTable[];
  vetoScores: string | undefined;
};

export type SeasonScope = {
  seasonId: string;
  /** Divisions in scope; undefined = every division of the season. */
  divisionIds: readonly string[] | undefined;
  /** Inclusive `YYYY-MM-DD` range, or undefined with `ignoreDates`. */
  dates: { from: string; to: string } | undefined;
  withOtherGames: boolean;
  withVetoScores: boolean;
};

export async function loadSeasonData(db: Db, scope: SeasonScope): Promise<SeasonData> {
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

  const [registered, unregistered, players, games, otherGames, notes, vetoScores] = await Promise.all([
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
          eb.exists(eb.selectFrom('teamSeason').select('teamSeason.id').whereRef('teamSeason.teamId', '=', 'team.id')),
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
    gamesQuery()
      .selectAll('game')
      .$if(scoped, (q) =>
        q.where((eb) =>
          eb.or([
            eb('game.divisionId', 'in', inDivisions),
            eb('game.homeTeamId', 'in', seasonTeams()),
            eb('game.awayTeamId', 'in', seasonTeams()),
          ]),
        ),
      )
      .execute(),
    scope.withOtherGames && scoped
      ? gamesQuery()
          .leftJoin('team as home', 'home.id', 'game.homeTeamId')
          .leftJoin('team as away', 'away.id', 'game.awayTeamId')
          .select([
            'game.id',
            'game.divisionId',
            'game.date',
            'game.address',
            'game.homeTeamId',
            'game.awayTeamId',
            'game.updated',
            'home.name as homeName',
            'away.name as awayName',
          ])
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('note')
      .selectAll()
      .where('seasonId', '=', seasonId)
      .where('deleted', 'is', null)
      .$if(dates !== undefined, (q) => q.where('date', '>=', dates!.from).where('date', '<=', dates!.to))
      .$if(scoped, (q) => q.where((eb) => eb.or([eb('divisionId', 'is', null), eb('divisionId', 'in', inDivisions)])))
      .orderBy('date')
      .orderBy('created')
      .execute(),
    scope.withVetoScores ? featureValue(db, 'VetoScores') : Promise.resolve(undefined),
  ]);

  const team = (row: Omit<ScopeTeam, 'deleted'> & { deleted: string | null }): ScopeTeam => ({
    ...row,
    deleted: row.deleted != null,
  });
  const gameIds = new Set(games.map((g) => g.id));
  return {
    registered: registered.map(team),
    unregistered: unregistered.map(({ deleted, ...row }) => ({ ...row, deleted: deleted != null })),
    players,
    games: games.map((row) => ({
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
      card: parseCard(row.card),
    })),
    otherGames: otherGames.filter((g) => !gameIds.has(g.id)).map((g) => ({ ...g, date: g.date.slice(0, 10) })),
    notes,
    vetoScores,
  };
}
