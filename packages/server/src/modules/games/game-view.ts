import type { GameDto, GameMatchDto, GameMatchOptionDto, GameTeamDto, PhotoReferenceDto } from '@darts/contract';
import { matchGroups, toWireDate } from '@darts/domain';
import type { CardMatch, CardMatchOption, CardTeam, ScoreCard } from '../../shared/score-card.js';
import { auditFieldsOf } from '../../shared/audit.js';
import { hasAScore, type CardSubmission } from './game-card.js';
import type { StoredGame } from './games.repository.js';

/**
 * Who is looking at a fixture: a score manager sees everything; a clerk
 * (`InputResults`) is identified by their team; everybody else is a viewer.
 */
export type GameViewer = { managesScores: boolean; clerkOfTeamId: string | null };

export type ViewSettings = {
  now: Date;
  /** VetoScores: how long after the fixture date (midnight UTC) viewers wait for its results. */
  vetoMs: number;
  /** RandomisedSingles: shuffle singles for viewers. */
  randomisedSingles: boolean;
  random: () => number;
};

/** Singles are the card's first group, its first five matches; they are what RandomisedSingles shuffles. */
const singlesCount = matchGroups[0].indexes.length;

const matchDto = (match: CardMatch): GameMatchDto => ({
  id: match.id,
  homePlayers: match.homePlayers.map(({ id, name }) => ({ id, name })),
  awayPlayers: match.awayPlayers.map(({ id, name }) => ({ id, name })),
  homeScore: match.homeScore,
  awayScore: match.awayScore,
});

const optionDto = (option: CardMatchOption): GameMatchOptionDto | null => (option ? { ...option } : null);

const teamDto = (team: CardTeam, manOfTheMatch: string | undefined): GameTeamDto => ({
  ...(team.id ? { id: team.id } : {}),
  name: team.name,
  ...(manOfTheMatch ? { manOfTheMatch } : {}),
});

type Results = Pick<ScoreCard, 'matches' | 'matchOptions' | 'oneEighties' | 'over100Checkouts'> & {
  homeManOfTheMatch?: string;
  awayManOfTheMatch?: string;
};

const noResults: Results = { matches: [], matchOptions: [], oneEighties: [], over100Checkouts: [] };

function resultsOf(card: ScoreCard | CardSubmission): Results {
  return {
    matches: card.matches,
    matchOptions: card.matchOptions,
    oneEighties: card.oneEighties,
    over100Checkouts: card.over100Checkouts,
    homeManOfTheMatch: card.home.manOfTheMatch,
    awayManOfTheMatch: card.away.manOfTheMatch,
  };
}

/** A fixture's key details with a set of results, as a GameDto. */
function gameDto(
  game: StoredGame,
  results: Results,
  stamp: Pick<GameDto, 'created' | 'author' | 'updated' | 'editor'>,
): GameDto {
  return {
    ...auditFieldsOf(game),
    ...stamp,
    // The columns say who plays; the card keeps the names as they were at the time.
    home: teamDto({ ...game.card.home, id: game.homeTeamId }, results.homeManOfTheMatch),
    away: teamDto({ ...game.card.away, id: game.awayTeamId ?? '' }, results.awayManOfTheMatch),
    date: toWireDate(game.date),
    address: game.address,
    divisionId: game.divisionId,
    seasonId: game.seasonId,
    postponed: game.postponed,
    isKnockout: game.isKnockout,
    accoladesCount: game.accoladesCount,
    matches: results.matches.map(matchDto),
    // The layout is not a result: everyone sees it, in the veto too.
    matchOptions: game.card.matchOptions.map(optionDto),
    oneEighties: results.oneEighties.map(({ id, name }) => ({ id, name })),
    over100Checkouts: results.over100Checkouts.map(({ id, name, score }) => ({ id, name, score })),
    resultsPublished: hasAScore(results),
    photos: [],
  };
}

const ownStamp = (game: StoredGame) => ({
  created: game.created,
  author: game.author,
  updated: game.updated,
  editor: game.editor,
});

/** A submission shown on its own: the fixture's key details with the clerk's card and stamp. */
function submissionDto(game: StoredGame, submission: CardSubmission | undefined): GameDto {
  if (!submission) return gameDto(game, noResults, ownStamp(game));
  const { created, author, updated, editor } = submission;
  return gameDto(game, resultsOf(submission), {
    created: created || game.created,
    author: author || game.author,
    updated: updated || game.updated,
    editor: editor || game.editor,
  });
}

/** Fisher-Yates over the singles only; pairs and triples keep their places. */
function shuffleSingles<T>(matches: readonly T[], random: () => number): T[] {
  const shuffled = [...matches];
  for (let index = Math.min(singlesCount, shuffled.length) - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return shuffled;
}

/**
 * A fixture as `viewer` may see it:
 * - score managers: everything, both submissions;
 * - the clerk of the home or away team: all matches and their own submission only; before the
 *   results are published, their own submission merged with the fixture's key details instead;
 * - everybody else: no submissions, and no results (matches, 180s, hi-checks, men of the match)
 *   until the fixture date plus the VetoScores delay; then singles shuffled if RandomisedSingles.
 */
export function presentGame(
  game: StoredGame,
  viewer: GameViewer,
  settings: ViewSettings,
  /** The fixture's photo references (`photos`), from the photos module. */
  photos: readonly PhotoReferenceDto[] = [],
): GameDto {
  return { ...presentCard(game, viewer, settings), photos: [...photos] };
}

function presentCard(game: StoredGame, viewer: GameViewer, settings: ViewSettings): GameDto {
  const card = game.card;
  if (viewer.managesScores) {
    return {
      ...gameDto(game, resultsOf(card), ownStamp(game)),
      ...(card.homeSubmission ? { homeSubmission: submissionDto(game, card.homeSubmission) } : {}),
      ...(card.awaySubmission ? { awaySubmission: submissionDto(game, card.awaySubmission) } : {}),
    };
  }

  const side = !viewer.clerkOfTeamId
    ? undefined
    : viewer.clerkOfTeamId === game.homeTeamId
      ? 'home'
      : viewer.clerkOfTeamId === game.awayTeamId
        ? 'away'
        : undefined;
  if (side) {
    const own = side === 'home' ? card.homeSubmission : card.awaySubmission;
    // Before publication the clerk works on their submission; the fixture itself is unpublished.
    if (!hasAScore(card)) return { ...submissionDto(game, own), resultsPublished: false };
    const key = side === 'home' ? 'homeSubmission' : 'awaySubmission';
    return { ...gameDto(game, resultsOf(card), ownStamp(game)), ...(own ? { [key]: submissionDto(game, own) } : {}) };
  }

  const vetoEnds = Date.parse(`${game.date}T00:00:00Z`) + settings.vetoMs;
  if (settings.now.getTime() < vetoEnds) return gameDto(game, noResults, ownStamp(game));
  const results = resultsOf(card);
  return gameDto(
    game,
    settings.randomisedSingles ? { ...results, matches: shuffleSingles(results.matches, settings.random) } : results,
    ownStamp(game),
  );
}
