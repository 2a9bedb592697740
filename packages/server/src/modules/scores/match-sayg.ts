import type { UpdateRecordedScoreAsYouGoDto } from '@darts/contract';
import { accessLevel, can, sideOfTeam } from '@darts/domain';
import { AppError, ValidationError, notLoggedIn } from '../../http/errors.js';
import { auditTimestamp } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import { teamOf, type Account } from '../accounts/accounts.service.js';
import { hasAScore, type CardSubmission } from '../games/game-card.js';
import { findGame, lockGame, replaceGame, type StoredGame } from '../games/games.service.js';
import type { CardMatch } from '../../shared/score-card.js';
import { keyDigest } from '../sayg/sayg-writers.js';
import { findSayg, findSaygByKey, saveSayg, type SaygSaveOptions, type SavedSayg } from '../sayg/sayg.service.js';
import { scoreMessages, type ScoresDeps } from './scores.service.js';

/** Match `index` of `matches` linked to `saygId`; matches before it that the card lacks are added empty. */
function linked(matches: readonly CardMatch[], index: number, saygId: string): CardMatch[] {
  const next = [...matches];
  while (next.length <= index) next.push({ id: newId(), homePlayers: [], awayPlayers: [] });
  next[index] = { ...next[index]!, saygId };
  return next;
}

/**
 * POST /api/Sayg with `gameId` and `matchIndex`: a score card match's record is created
 * and linked to the match (`saygId`) in one transaction holding the fixture's lock, so a card closed
 * without its own Save leaves no record that belongs to nothing. The link goes where the caller's
 * card is: the published card for an admin (ManageScores), the clerk's own submission before
 * publication; either way with RecordScoresAsYouGo. The link leaves the card's save token as it
 * was (as photos do), so the card's own Save, made with the token it loaded, still succeeds and
 * keeps the link (its match sends the record). An update of a known record is a plain save, and
 * so is a create resent with the idempotency key of the record it made: that record
 * was linked when it was made.
 */
export async function saveMatchSayg(
  deps: ScoresDeps,
  account: Account | null,
  body: UpdateRecordedScoreAsYouGoDto,
  options: Pick<SaygSaveOptions, 'idempotencyKey' | 'writeToken'> = {},
): Promise<SavedSayg> {
  const { gameId, matchIndex } = body;
  if (gameId === null || matchIndex === null) {
    const field = gameId === null ? 'gameId' : 'matchIndex';
    throw new ValidationError({
      [field]: ['A score card match needs both the fixture (gameId) and the match (matchIndex).'],
    });
  }
  const { idempotencyKey } = options;
  const existing =
    (body.id ? await findSayg(deps.db, body.id) : undefined) ??
    (idempotencyKey ? await findSaygByKey(deps.db, keyDigest(idempotencyKey)) : undefined);
  if (existing) return saveSayg(deps.db, deps.clock, account, body, options);
  if (!account) throw notLoggedIn();
  const refused = () => new AppError('NotPermitted', scoreMessages.notPermitted, 'errors');
  if (!can(account, 'RecordScoresAsYouGo')) throw refused();
  const teamId = await teamOf(deps.db, account);

  const outcome = await deps.db.transaction().execute(async (trx) => {
    await lockGame(trx, gameId);
    const game = await findGame(trx, gameId);
    if (!game) throw new AppError('NotFound', scoreMessages.notFound, 'errors');
    if (game.deleted) throw new AppError('Invalid', scoreMessages.deleted, 'errors');
    const level = accessLevel(account, teamId, game);
    if (level === 'readonly') throw refused();
    if (level === 'clerk' && hasAScore(game.card)) throw new AppError('Invalid', scoreMessages.published, 'errors');

    const saved = (
      await saveSayg(trx, deps.clock, account, { ...body, id: null, lastUpdated: null }, { idempotencyKey })
    ).record;
    const written: StoredGame = { ...game, card: { ...game.card } };
    if (level === 'admin') {
      written.card.matches = linked(game.card.matches, matchIndex, saved.id);
    } else {
      const key = `${sideOfTeam(teamId, game)!}Submission` as const;
      // A clerk's first submission starts with the game's token, which is the one the clerk holds.
      const mine: CardSubmission = game.card[key] ?? {
        matches: [],
        matchOptions: game.card.matchOptions,
        oneEighties: [],
        over100Checkouts: [],
        home: {},
        away: {},
        created: auditTimestamp(deps.clock),
        author: account.name,
        updated: game.updated,
        editor: game.editor,
      };
      written.card[key] = { ...mine, matches: linked(mine.matches, matchIndex, saved.id) };
    }
    // The lock holds the row, so the token cannot have moved under us.
    if (!(await replaceGame(trx, written, game.updated))) throw new AppError('Conflict', scoreMessages.notFound);
    return { saved, game };
  });
  deps.cache.evict({ divisionIds: [outcome.game.divisionId], seasonIds: [outcome.game.seasonId] });
  return { record: outcome.saved, writeToken: null };
}
