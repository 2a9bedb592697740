import { updateRecordedScoreAsYouGoDto, type ActionResult, type RecordScores } from '@darts/contract';
import {
  accessLevel,
  can,
  formatCalendarDate,
  isWithinSeason,
  toCalendarDate,
  utcDateOf,
  scoreCardProblems,
  sideOfTeam,
  submissionsMatch,
  type ScoreCardEntry,
  type Side,
} from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { failed, refused, succeeded } from '../../http/envelope.js';
import { assertCanUpdate, updatedBy } from '../../shared/audit.js';
import { auditTimestamp } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import { teamOf, type Account } from '../accounts/accounts.service.js';
import { hasAScore, relaidMatchOptions, type CardSubmission, type StoredCard } from '../games/game-card.js';
import { alreadyPlayingOnDate } from '../games/fixture-rules.js';
import { findGame, gamesOfTeamsOnDate, lockGame, replaceGame, type StoredGame } from '../games/games.service.js';
import type { CardHiCheck, CardMatch, CardMatchOption, CardPlayer, CardTeam } from '../../shared/score-card.js';
import { listSeasons } from '../seasons/seasons.service.js';
import { findSayg, saveSayg } from '../sayg/sayg.service.js';
import { teamPlayerIds } from './scores.repository.js';

export type ScoresDeps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

/** The texts PUT /api/Scores/{id} answers with. */
export const scoreMessages = {
  updated: 'Scores updated',
  submissionUpdated: 'Submission updated',
  submissionPublished: 'Submission published',
  notFound: 'Game not found',
  deleted: 'Cannot edit a game that has been deleted',
  notPermitted: 'Game cannot be updated, not permitted',
  published: 'Submissions cannot be accepted, scores have been published',
  otherSide: (side: Side) => `Only the ${side} team can pick their man of the match`,
  detailsUpdated: 'Game details updated',
  noSeasonForDate: (date: string) => `Unable to find season for date: ${formatCalendarDate(date, { year: true })}`,
  dateInOtherSeason: (date: string, season: string) =>
    `${formatCalendarDate(date, { year: true })} is in season ${season}; move the fixture to that season from its fixtures page`,
  badSayg: (match: number) => `Match ${match}: the leg-by-leg record is not valid`,
} as const;

const type = 'Game';

const player = ({ id, name }: { id: string; name: string }): CardPlayer => ({ id, name });
const hiCheck = ({ id, name, score }: { id: string; name: string; score?: number | null }): CardHiCheck => ({
  id,
  name,
  score: score ?? 0,
});

/** The written matches, keeping the stored match ids by position (positional). */
function cardMatches(
  edit: RecordScores,
  stored: readonly CardMatch[],
  saygIds: readonly (string | undefined)[],
): CardMatch[] {
  return edit.matches.map((match, index) => {
    const saygId = saygIds[index];
    return {
      id: stored[index]?.id || newId(),
      homePlayers: match.homePlayers.map(player),
      awayPlayers: match.awayPlayers.map(player),
      ...(match.homeScore != null ? { homeScore: match.homeScore } : {}),
      ...(match.awayScore != null ? { awayScore: match.awayScore } : {}),
      ...(saygId ? { saygId } : {}),
    };
  });
}

/**
 * Each written match's leg-by-leg record (RecordScoresGameMatchDto.sayg): kept only
 * for callers with RecordScoresAsYouGo (others keep what the match had) and dropped when either
 * side has no players. The card keeps the record's id: a record the client already saved through
 * the Sayg API is linked by its id; one sent without a known id is stored as a new record first; a
 * match sent without one keeps the record it has.
 */
async function saygLinks(
  deps: ScoresDeps,
  trx: Db,
  edit: RecordScores,
  stored: readonly CardMatch[],
  account: Account,
): Promise<{ ids: (string | undefined)[]; problems: string[] }> {
  const mayRecord = can(account, 'RecordScoresAsYouGo');
  // First decide every match, so a bad record refuses the card before anything is stored.
  const plan: Array<{ id?: string; create?: ReturnType<typeof updateRecordedScoreAsYouGoDto.parse> }> = [];
  const problems: string[] = [];
  for (const [index, match] of edit.matches.entries()) {
    if (match.homePlayers.length === 0 || match.awayPlayers.length === 0) {
      plan.push({});
    } else if (!mayRecord) {
      plan.push({ id: stored[index]?.saygId });
    } else if (match.sayg === undefined || match.sayg === null) {
      // A card that never learnt of the record (saved from another screen while the match was
      // being scored: the link leaves the token alone) keeps it rather than orphaning it.
      plan.push({ id: stored[index]?.saygId });
    } else {
      const sentId = (match.sayg as { id?: unknown }).id;
      const existing = typeof sentId === 'string' && sentId ? await findSayg(trx, sentId.toLowerCase()) : undefined;
      if (existing && !existing.deleted) {
        plan.push({ id: existing.id });
        continue;
      }
      const parsed = updateRecordedScoreAsYouGoDto.safeParse({ ...match.sayg, id: null, lastUpdated: null });
      if (parsed.success) plan.push({ create: parsed.data });
      else problems.push(scoreMessages.badSayg(index + 1));
    }
  }
  if (problems.length > 0) return { ids: [], problems };
  const ids: (string | undefined)[] = [];
  for (const step of plan)
    ids.push(step.create ? (await saveSayg(trx, deps.clock, account, step.create)).record.id : step.id);
  return { ids, problems };
}

type GameDetails = { game: StoredGame; warnings: string[]; changed: boolean };

/**
 * Address, date, postponed, Qualifier, accolades and match options: applied for
 * ManageGames callers who write the card. A date must fall in the fixture's own season: one in no
 * season answers the contract's warning, one in another season says so (moving a fixture between
 * seasons is done from the fixtures page); either way the date is left as it was. A date where either
 * team already plays is saved with the warning `{team}: Already playing against {opponent}`.
 */
async function gameDetails(deps: ScoresDeps, trx: Db, game: StoredGame, edit: RecordScores): Promise<GameDetails> {
  const warnings: string[] = [];
  let date = game.date;
  const sentDate = edit.date ? toCalendarDate(edit.date) : undefined;
  if (sentDate && sentDate !== game.date) {
    const seasons = await listSeasons(trx, utcDateOf(deps.clock.now()));
    const covering = seasons.filter((season) => isWithinSeason(sentDate, season));
    if (covering.some((season) => season.id === game.seasonId)) {
      date = sentDate;
      // Moved to a night where a team already plays: saved (the card asked first), and said.
      const teams = [
        { id: game.homeTeamId, name: game.card.home.name },
        ...(game.awayTeamId ? [{ id: game.awayTeamId, name: game.card.away.name }] : []),
      ];
      const sameDate = await gamesOfTeamsOnDate(
        trx,
        date,
        teams.map((t) => t.id),
        game.id,
      );
      warnings.push(...alreadyPlayingOnDate(teams, date, sameDate, game.id));
    } else if (covering[0]) warnings.push(scoreMessages.dateInOtherSeason(sentDate, covering[0].name));
    else warnings.push(scoreMessages.noSeasonForDate(sentDate));
  }
  const isKnockout = edit.isKnockout ?? game.isKnockout;
  const matchOptions: CardMatchOption[] = edit.matchOptions
    ? edit.matchOptions.map((option) => (option ? { ...option } : null))
    : relaidMatchOptions(game.card.matchOptions, game.isKnockout, isKnockout);
  const next: StoredGame = {
    ...game,
    address: edit.address.trim() || game.address,
    date,
    postponed: edit.postponed ?? game.postponed,
    isKnockout,
    accoladesCount: edit.accoladesCount ?? game.accoladesCount,
    card: { ...game.card, matchOptions },
  };
  const changed =
    next.address !== game.address ||
    next.date !== game.date ||
    next.postponed !== game.postponed ||
    next.isKnockout !== game.isKnockout ||
    next.accoladesCount !== game.accoladesCount ||
    JSON.stringify(matchOptions) !== JSON.stringify(game.card.matchOptions);
  return { game: next, warnings, changed };
}

/** A side's man of the match after the edit: absent `home`/`away` keeps it; a null choice clears it. */
function manOfTheMatch(edit: RecordScores, side: Side, stored: string | undefined): string | undefined {
  const sent = edit[side];
  return sent === undefined || sent === null ? stored : (sent.manOfTheMatch ?? undefined);
}

const withManOfTheMatch = <T extends object>(team: T, id: string | undefined) => {
  const { manOfTheMatch: _, ...rest } = team as T & { manOfTheMatch?: string };
  return (id ? { ...rest, manOfTheMatch: id } : rest) as T;
};

/** The card rules need the raw entry, so an absent hi-check score is refused rather than read as 0. */
function entryOf(
  edit: RecordScores,
  stored: { oneEighties: CardPlayer[]; over100Checkouts: CardHiCheck[] },
  men: Record<Side, string | undefined>,
): ScoreCardEntry {
  return {
    matches: edit.matches,
    oneEighties: edit.oneEighties ?? stored.oneEighties,
    over100Checkouts: edit.over100Checkouts ?? stored.over100Checkouts,
    homeManOfTheMatch: men.home,
    awayManOfTheMatch: men.away,
  };
}

/**
 * Records a score card in one transaction holding
 * the fixture's lock. An admin (ManageScores) writes the published card; a clerk (InputResults, own
 * team playing) writes their side's submission while nothing is published, and the result
 * publishes itself when it matches the other side's. Every refusal writes nothing.
 */
export async function recordScores(
  deps: ScoresDeps,
  id: string,
  edit: RecordScores,
  account: Account,
): Promise<ActionResult<StoredGame>> {
  const teamId = await teamOf(deps.db, account);
  const outcome = await deps.db.transaction().execute(async (trx): Promise<ActionResult<StoredGame>> => {
    await lockGame(trx, id);
    const game = await findGame(trx, id);
    if (!game) return refused(scoreMessages.notFound);
    if (game.deleted) return failed(scoreMessages.deleted);
    const level = accessLevel(account, teamId, game);
    if (level === 'readonly') throw new AppError('NotPermitted', scoreMessages.notPermitted, 'errors');
    const players = {
      homePlayerIds: await teamPlayerIds(trx, game.homeTeamId, game.seasonId),
      awayPlayerIds: await teamPlayerIds(trx, game.awayTeamId, game.seasonId),
    };
    if (level === 'admin') {
      assertCanUpdate(game, edit.lastUpdated, type);
      const details = can(account, 'ManageGames')
        ? await gameDetails(deps, trx, game, edit)
        : { game, warnings: [], changed: false };
      const context = { isKnockout: details.game.isKnockout, matchOptions: details.game.card.matchOptions, ...players };
      const outcome = await writeCard(deps, trx, { game, edit, account, side: undefined, context, details });
      return outcome.success
        ? {
            ...outcome,
            warnings: [...outcome.warnings, ...details.warnings],
            messages: details.changed ? [scoreMessages.detailsUpdated, ...outcome.messages] : outcome.messages,
          }
        : outcome;
    }
    const context = { isKnockout: game.isKnockout, matchOptions: game.card.matchOptions, ...players };
    return writeSubmission(deps, trx, { game, edit, account, side: sideOfTeam(teamId, game), context });
  });
  if (outcome.success && outcome.result) {
    deps.cache.evict({ divisionIds: [outcome.result.divisionId], seasonIds: [outcome.result.seasonId] });
  }
  return outcome;
}

type Write = {
  game: StoredGame;
  edit: RecordScores;
  account: Account;
  side: Side | undefined;
  context: Parameters<typeof scoreCardProblems>[1];
  /** The fixture with the admin's detail changes applied (ManageGames). */
  details?: GameDetails;
};

async function save(trx: Db, before: StoredGame, after: StoredGame): Promise<void> {
  // The lock makes a lost race impossible; should it happen all the same, answer as a stale token.
  if (!(await replaceGame(trx, after, before.updated)))
    assertCanUpdate((await findGame(trx, before.id))!, before.updated, type);
}

/** An admin writes the published card: matches, 180s, hi-checks and both men of the match. */
async function writeCard(deps: ScoresDeps, trx: Db, { game, edit, account, context, details }: Write) {
  const card = (details?.game ?? game).card;
  const men = {
    home: manOfTheMatch(edit, 'home', card.home.manOfTheMatch),
    away: manOfTheMatch(edit, 'away', card.away.manOfTheMatch),
  };
  const problems = scoreCardProblems(entryOf(edit, card, men), context);
  if (problems.length > 0) return failed<StoredGame>(...problems);
  const sayg = await saygLinks(deps, trx, edit, card.matches, account);
  if (sayg.problems.length > 0) return failed<StoredGame>(...sayg.problems);
  const written: StoredGame = {
    ...(details?.game ?? game),
    ...updatedBy(deps.clock, account.name),
    card: {
      ...card,
      home: withManOfTheMatch<CardTeam>(card.home, men.home),
      away: withManOfTheMatch<CardTeam>(card.away, men.away),
      matches: cardMatches(edit, card.matches, sayg.ids),
      oneEighties: (edit.oneEighties ?? card.oneEighties).map(player),
      over100Checkouts: (edit.over100Checkouts ?? card.over100Checkouts).map(hiCheck),
    },
  };
  await save(trx, game, written);
  return succeeded(written, scoreMessages.updated);
}

/** A clerk writes their side's submission; matching submissions publish the result. */
async function writeSubmission(deps: ScoresDeps, trx: Db, { game, edit, account, side, context }: Write) {
  const own: Side = side!;
  const other: Side = own === 'home' ? 'away' : 'home';
  const key = `${own}Submission` as const;
  const mine = game.card[key];
  // The clerk's token is the one they were shown: their submission's, else the game's.
  assertCanUpdate(
    { updated: mine?.updated || game.updated, editor: mine?.editor || game.editor, deleted: null },
    edit.lastUpdated,
    type,
  );
  if (hasAScore(game.card)) return failed<StoredGame>(scoreMessages.published);
  if (edit[other]?.manOfTheMatch) return failed<StoredGame>(scoreMessages.otherSide(other));
  const stored = mine ?? { oneEighties: [], over100Checkouts: [], matches: [] };
  const men = { home: undefined, away: undefined, [own]: manOfTheMatch(edit, own, mine?.[own].manOfTheMatch) };
  const problems = scoreCardProblems(entryOf(edit, stored, men), context);
  if (problems.length > 0) return failed<StoredGame>(...problems);
  const sayg = await saygLinks(deps, trx, edit, stored.matches, account);
  if (sayg.problems.length > 0) return failed<StoredGame>(...sayg.problems);

  const now = auditTimestamp(deps.clock);
  const submission: CardSubmission = {
    matches: cardMatches(edit, stored.matches, sayg.ids),
    matchOptions: game.card.matchOptions,
    oneEighties: (edit.oneEighties ?? stored.oneEighties).map(player),
    over100Checkouts: (edit.over100Checkouts ?? stored.over100Checkouts).map(hiCheck),
    home: {},
    away: {},
    [own]: men[own] ? { manOfTheMatch: men[own] } : {},
    created: mine?.created || now,
    author: mine?.author || account.name,
    updated: now,
    editor: account.name,
  };
  const theirs = game.card[`${other}Submission`];
  const publishes = !!theirs && hasAScore(submission) && submissionsMatch(submission, theirs);
  let card: StoredCard = { ...game.card, [key]: submission };
  if (publishes) card = published(card, submission);
  // A submission leaves the published fixture's token alone; publishing changes the fixture.
  const written: StoredGame = { ...game, ...(publishes ? updatedBy(deps.clock, account.name) : {}), card };
  await save(trx, game, written);
  return succeeded(
    written,
    publishes ? scoreMessages.submissionPublished : scoreMessages.submissionUpdated,
    scoreMessages.updated,
  );
}

/** The card once both submissions agree: their results, and each team's own man of the match. */
function published(card: StoredCard, agreed: CardSubmission): StoredCard {
  return {
    ...card,
    matches: agreed.matches.map((match) => ({ ...match, id: newId() })),
    oneEighties: agreed.oneEighties,
    over100Checkouts: agreed.over100Checkouts,
    home: withManOfTheMatch<CardTeam>(card.home, card.homeSubmission?.home.manOfTheMatch),
    away: withManOfTheMatch<CardTeam>(card.away, card.awaySubmission?.away.manOfTheMatch),
  };
}
