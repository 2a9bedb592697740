import type { ActionResult, EditGame, TeamDto } from '@darts/contract';
import { formatCalendarDate, toCalendarDate, utcDateOf } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { envelope, failed, refused, succeeded } from '../../http/envelope.js';
import { assertCanUpdate, createdBy, deletedBy, updatedBy } from '../../shared/audit.js';
import { divisionsBySeason, findDivision } from '../divisions/divisions.service.js';
import { findSeason } from '../seasons/seasons.service.js';
import { findTeam, lockTeam } from '../teams/teams.service.js';
import type { CardTeam } from '../../shared/score-card.js';
import { hasAScore, newCard, noTeam, relaidMatchOptions, type StoredCard } from './game-card.js';
import { fixtureProblems, gameMessages, teamProblem } from './fixture-rules.js';
import {
  findGame,
  gamesOfTeamsOnDate,
  insertGame,
  removeGames,
  replaceGame,
  sameLegGames,
  seasonGames,
  type StoredGame,
} from './games.repository.js';

// What other modules use of this one: they come here, never to the repository.
export { findGame, gamesOfTeamsOnDate, lockGame, replaceGame, type StoredGame } from './games.repository.js';

export type GamesDeps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

const type = 'Game';
const noReader = { showEmailAddresses: false };

/** Evicts cached reads of every division and season a write touched. */
function evictFor(deps: GamesDeps, games: ReadonlyArray<Pick<StoredGame, 'divisionId' | 'seasonId'>>) {
  deps.cache.evict({
    divisionIds: [...new Set(games.map((g) => g.divisionId))],
    seasonIds: [...new Set(games.map((g) => g.seasonId))],
  });
}

/** The fixture's side after an edit: the new team, or the stored side renamed when a name is given. */
function sideOf(team: TeamDto | null, nameOverride: string, stored: CardTeam | undefined): CardTeam {
  if (!team) return noTeam;
  if (stored && stored.id === team.id) return { ...stored, name: nameOverride || stored.name };
  // A new team: its man of the match goes with the old one.
  return { id: team.id, name: nameOverride || team.name };
}

function cardAfterEdit(
  existing: StoredGame | undefined,
  home: CardTeam,
  away: CardTeam,
  isKnockout: boolean,
): StoredCard {
  if (!existing) return newCard(home, away, isKnockout);
  const { homeSubmission, awaySubmission, ...card } = existing.card;
  return {
    ...card,
    home,
    away,
    matchOptions: relaidMatchOptions(card.matchOptions, existing.isKnockout, isKnockout),
    // A submission belongs to the team that made it: it goes when that team leaves the fixture.
    ...(homeSubmission && existing.homeTeamId === home.id ? { homeSubmission } : {}),
    ...(awaySubmission && existing.awayTeamId === (away.id || null) ? { awaySubmission } : {}),
  };
}

/**
 * Creates or edits a fixture in one transaction: the concurrency
 * token first (409, §1.11), then the season, division and teams (errors), then the fixture rules
 * (warnings). Nothing is written unless everything passes.
 */
export async function saveGame(deps: GamesDeps, edit: EditGame, user: string): Promise<ActionResult<StoredGame>> {
  let before: StoredGame | undefined;
  const outcome = await deps.db.transaction().execute(async (trx): Promise<ActionResult<StoredGame>> => {
    await lockTeamsOf(trx, edit);
    const existing = edit.id ? await findGame(trx, edit.id) : undefined;
    if (existing) assertCanUpdate(existing, edit.lastUpdated, type);
    before = existing;
    return checkAndWrite(deps, trx, edit, existing, user);
  });
  if (outcome.success && outcome.result) evictFor(deps, before ? [before, outcome.result] : [outcome.result]);
  return outcome;
}

/**
 * Takes the row locks of the fixture's teams, in id order (no deadlock between two saves), before
 * the fixture rules read those teams' other fixtures. Two saves that could clash (a team twice on a
 * date, the same leg twice) then run one after the other on PostgreSQL as on SQLite, so two
 * wizards saving one season at once never make a fixture twice (races).
 */
async function lockTeamsOf(trx: Db, edit: Pick<EditGame, 'homeTeamId' | 'awayTeamId'>): Promise<void> {
  const ids = [...new Set([edit.homeTeamId, edit.awayTeamId])].filter((id): id is string => !!id).sort();
  for (const id of ids) await lockTeam(trx, id);
}

async function checkAndWrite(
  { clock }: GamesDeps,
  trx: Db,
  edit: EditGame,
  existing: StoredGame | undefined,
  user: string,
): Promise<ActionResult<StoredGame>> {
  if (!edit.seasonId) return failed(gameMessages.seasonRequired);
  const season = await findSeason(trx, edit.seasonId, utcDateOf(clock.now()));
  if (!season || season.deleted) return failed(gameMessages.seasonNotFound);
  if (!edit.divisionId) return failed(gameMessages.divisionRequired);
  const division = await findDivision(trx, edit.divisionId);
  if (!division || division.deleted) return failed(gameMessages.divisionNotFound);
  const seasonDivisions = (await divisionsBySeason(trx, [season.id])).get(season.id) ?? [];
  if (!seasonDivisions.some((d) => d.id === division.id)) {
    return failed(gameMessages.divisionNotInSeason(division.name, season.name));
  }
  if (!edit.homeTeamId) return failed(gameMessages.homeTeamRequired);

  const fixture = { seasonId: season.id, divisionId: division.id, isKnockout: edit.isKnockout };
  const names = { season: season.name, division: division.name };
  const home = await findTeam(trx, edit.homeTeamId, noReader);
  const away = edit.awayTeamId ? await findTeam(trx, edit.awayTeamId, noReader) : undefined;
  const teamErrors = [
    teamProblem(edit.homeTeamId, home, fixture, names),
    edit.awayTeamId && edit.awayTeamId !== edit.homeTeamId
      ? teamProblem(edit.awayTeamId, away, fixture, names)
      : undefined,
  ].filter((problem): problem is string => problem !== undefined);
  if (teamErrors.length > 0 || !home) return failed(...teamErrors);
  if (!edit.date) return failed(gameMessages.dateRequired);

  const date = toCalendarDate(edit.date)!;
  const id = existing?.id ?? null;
  const problems = fixtureProblems({
    id,
    date,
    isKnockout: edit.isKnockout,
    home,
    away: away ?? null,
    season,
    existing,
    sameDate: await gamesOfTeamsOnDate(trx, date, [home.id, ...(away ? [away.id] : [])], id),
    sameLeg: away ? await sameLegGames(trx, season.id, home.id, away.id, id) : [],
  });
  if (problems.length > 0) return refused(...problems);

  const game: StoredGame = {
    ...(existing ? { ...existing, ...updatedBy(clock, user) } : createdBy(clock, user)),
    ...fixture,
    date,
    address: edit.address || home.address || home.name,
    homeTeamId: home.id,
    awayTeamId: away?.id ?? null,
    postponed: edit.postponed,
    accoladesCount: edit.accoladesCount,
    card: cardAfterEdit(
      existing,
      sideOf(home, edit.homeTeamName, existing?.card.home),
      sideOf(away ?? null, edit.awayTeamName, existing?.card.away),
      edit.isKnockout,
    ),
  };
  if (!existing) {
    await insertGame(trx, game);
  } else if (!(await replaceGame(trx, game, existing.updated))) {
    // Somebody saved it between our read and write: answer as if we had read their version.
    assertCanUpdate((await findGame(trx, existing.id))!, existing.updated, type);
  }
  return succeeded(game, gameMessages.updated);
}

/** Soft-deletes a fixture. */
export async function deleteGame(deps: GamesDeps, id: string, user: string): Promise<ActionResult<StoredGame>> {
  const outcome = await deps.db.transaction().execute(async (trx): Promise<ActionResult<StoredGame>> => {
    const existing = await findGame(trx, id);
    if (!existing) return refused(gameMessages.notFound);
    if (existing.deleted) return refused(gameMessages.alreadyDeleted);
    const deleted: StoredGame = { ...existing, ...deletedBy(deps.clock, user) };
    if (!(await replaceGame(trx, deleted, existing.updated))) return refused(gameMessages.alreadyDeleted);
    return succeeded(deleted, gameMessages.deleted);
  });
  if (outcome.success && outcome.result) evictFor(deps, [outcome.result]);
  return outcome;
}

/** A league fixture nobody has scored: no matches, or every score 0 or empty. */
const isUnplayedLeagueFixture = (game: StoredGame) => !game.isKnockout && !hasAScore(game.card);

/** `{id} - {d MMM yyyy} ({home} vs {away})`. */
const describeFixture = (game: StoredGame) =>
  `${game.id} - ${formatCalendarDate(game.date, { year: true })} (${game.card.home.name} vs ${game.card.away.name})`;

/**
 * Lists (`execute` false: a dry run that changes nothing) or permanently deletes (true) the
 * season's unplayed league fixtures in every division, in one transaction.
 */
export async function deleteUnplayedLeagueFixtures(
  deps: GamesDeps,
  seasonId: string,
  execute: boolean,
): Promise<ActionResult<string[]>> {
  const outcome = await deps.db.transaction().execute(async (trx: Db) => {
    const season = await findSeason(trx, seasonId, utcDateOf(deps.clock.now()));
    if (!season) return { result: refused<string[]>(gameMessages.seasonMissing), removed: [] };
    const all = await seasonGames(trx, seasonId);
    const unplayed = all.filter(isUnplayedLeagueFixture);
    const ids = unplayed.map((game) => game.id);
    if (execute) await removeGames(trx, ids);
    const message = (execute ? gameMessages.removed : gameMessages.found)(unplayed.length, all.length);
    return {
      result: envelope({ success: true, result: unplayed.map(describeFixture), messages: [message] }),
      removed: execute ? unplayed : [],
    };
  });
  if (outcome.removed.length > 0) evictFor(deps, outcome.removed);
  return outcome.result;
}
