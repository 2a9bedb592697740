import { defaultMatchLayouts, isResultPublished } from '@darts/domain';
import type {
  CardHiCheck,
  CardMatch,
  CardMatchOption,
  CardPlayer,
  CardTeam,
  ScoreCard,
} from '../../shared/score-card.js';

/**
 * A team clerk's score card for one fixture, kept in `game.card` beside the
 * published card. It carries its own audit stamp: the clerk edits it with its `updated`.
 */
export type CardSubmission = Omit<ScoreCard, 'home' | 'away'> & {
  home: { manOfTheMatch?: string };
  away: { manOfTheMatch?: string };
  created: string;
  author: string;
  updated: string;
  editor: string;
};

/** What `game.card` holds: the published score card plus each side's submission. */
export type StoredCard = ScoreCard & { homeSubmission?: CardSubmission; awaySubmission?: CardSubmission };

/** The away side of a bye: no team. */
export const noTeam: CardTeam = { id: '', name: '' };

/**
 * A new fixture's card: the teams' names, no matches yet (so clerks may still submit,
 * contract §9.4) and the default layout of the eight matches as match options.
 */
export function newCard(home: CardTeam, away: CardTeam, isKnockout: boolean): StoredCard {
  return {
    home,
    away,
    matches: [],
    matchOptions: defaultMatchLayouts(isKnockout),
    oneEighties: [],
    over100Checkouts: [],
  };
}

/**
 * The match options after a fixture switches between league and knockout: a layout still at the
 * old defaults moves to the new ones; one somebody changed is kept.
 */
export function relaidMatchOptions(
  options: CardMatchOption[],
  wasKnockout: boolean,
  isKnockout: boolean,
): CardMatchOption[] {
  if (wasKnockout === isKnockout) return options;
  const stillDefault =
    options.length === 0 || JSON.stringify(options) === JSON.stringify(defaultMatchLayouts(wasKnockout));
  return stillDefault ? defaultMatchLayouts(isKnockout) : options;
}

/**
 * Whether any match has a score entered: the card is published, clerks are
 * refused and its opponents are fixed. The domain's one rule, `isResultPublished`.
 */
export function hasAScore(card: Pick<ScoreCard, 'matches'>): boolean {
  return isResultPublished(card.matches);
}

const list = <T>(value: unknown, item: (raw: Record<string, unknown>) => T): T[] =>
  Array.isArray(value)
    ? value.filter((raw) => raw && typeof raw === 'object').map((raw) => item(raw as Record<string, unknown>))
    : [];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const player = (raw: Record<string, unknown>): CardPlayer => ({ id: text(raw.id), name: text(raw.name) });
const hiCheck = (raw: Record<string, unknown>): CardHiCheck => ({ ...player(raw), score: count(raw.score) });
const match = (raw: Record<string, unknown>): CardMatch => {
  const saygId = optionalText(raw.saygId);
  return {
    id: text(raw.id),
    homePlayers: list(raw.homePlayers, player),
    awayPlayers: list(raw.awayPlayers, player),
    ...(typeof raw.homeScore === 'number' && Number.isFinite(raw.homeScore) ? { homeScore: raw.homeScore } : {}),
    ...(typeof raw.awayScore === 'number' && Number.isFinite(raw.awayScore) ? { awayScore: raw.awayScore } : {}),
    ...(saygId ? { saygId } : {}),
  };
};
const option = (raw: unknown): CardMatchOption => {
  if (!raw || typeof raw !== 'object') return null;
  const { playerCount, numberOfLegs, startingScore } = raw as Record<string, unknown>;
  return {
    ...(typeof playerCount === 'number' ? { playerCount } : {}),
    ...(typeof numberOfLegs === 'number' ? { numberOfLegs } : {}),
    ...(typeof startingScore === 'number' ? { startingScore } : {}),
  };
};
const team = (raw: unknown): CardTeam => {
  const fields = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const manOfTheMatch = optionalText(fields.manOfTheMatch);
  return { id: text(fields.id), name: text(fields.name), ...(manOfTheMatch ? { manOfTheMatch } : {}) };
};

function results(raw: Record<string, unknown>) {
  return {
    matches: list(raw.matches, match),
    matchOptions: Array.isArray(raw.matchOptions) ? raw.matchOptions.map(option) : [],
    oneEighties: list(raw.oneEighties, player),
    over100Checkouts: list(raw.over100Checkouts, hiCheck),
  };
}

function submission(raw: unknown): CardSubmission | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const fields = raw as Record<string, unknown>;
  const side = (value: unknown) => {
    const manOfTheMatch = optionalText(team(value).manOfTheMatch);
    return manOfTheMatch ? { manOfTheMatch } : {};
  };
  return {
    ...results(fields),
    home: side(fields.home),
    away: side(fields.away),
    created: text(fields.created),
    author: text(fields.author),
    updated: text(fields.updated),
    editor: text(fields.editor),
  };
}

/** Reads `game.card` leniently: imported or older cards may lack parts, which read as empty. */
export function parseCard(json: string): StoredCard {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // An unreadable card reads as an empty one rather than failing every read of the fixture.
  }
  const homeSubmission = submission(raw.homeSubmission);
  const awaySubmission = submission(raw.awaySubmission);
  return {
    home: team(raw.home),
    away: team(raw.away),
    ...results(raw),
    ...(homeSubmission ? { homeSubmission } : {}),
    ...(awaySubmission ? { awaySubmission } : {}),
  };
}
