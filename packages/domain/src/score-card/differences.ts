// Differences between the home and away submissions and how an admin merges them (issue #5; spec 2
// §2 Score card, §4 Fixture data). Equality is submissionsMatch's, so what the admin sees as
// "the same" is exactly what would have published itself.
import type { GameMatch, GamePlayer, HiCheck, Side } from '../league/fixture-result.js';

/** A team's man-of-the-match choice on a card (GameTeamDto). */
export type ManOfTheMatchChoice = { manOfTheMatch?: string | null };

/**
 * The parts of a score card a submission carries and an admin merges: GameDto
 * fits, and so does a submission.
 */
export type MergeableCard = {
  matches: readonly GameMatch[];
  oneEighties: readonly GamePlayer[];
  over100Checkouts: readonly HiCheck[];
  home: ManOfTheMatchChoice;
  away: ManOfTheMatchChoice;
};

/** Which parts of match `index` differ between two cards; `differs` when any does. */
export type MatchDifference = {
  index: number;
  homePlayers: boolean;
  awayPlayers: boolean;
  homeScore: boolean;
  awayScore: boolean;
  differs: boolean;
};

/** Two lists compared as bags: the entries of each that the other lacks, one for one. */
export type BagDifference<T> = { differs: boolean; onlyInFirst: T[]; onlyInSecond: T[] };

export type CardDifferences = {
  matches: MatchDifference[];
  oneEighties: BagDifference<GamePlayer>;
  hiChecks: BagDifference<HiCheck>;
  /** Whether anything submissionsMatch compares differs (men of the match are not compared). */
  differs: boolean;
};

const emptyMatch = (): GameMatch => ({ homePlayers: [], awayPlayers: [] });
const playerIds = (players: readonly GamePlayer[]) => players.map((player) => player.id).sort();
function samePlayers(a: readonly GamePlayer[], b: readonly GamePlayer[]): boolean {
  const [first, second] = [playerIds(a), playerIds(b)];
  return first.length === second.length && first.every((id, index) => id === second[index]);
}
const score = (value: number | null | undefined) => value ?? 0;
const hiCheckKey = (hiCheck: HiCheck) => `${hiCheck.id}|${hiCheck.score ?? ''}`;
const oneEightyKey = (player: GamePlayer) => player.id;

/**
 * How match `index` differs between two cards, as submissionsMatch compares it: the
 * player ids on each side in any order, and legs won with an absent score read as 0. A match one
 * card lacks is an empty one.
 */
export function matchDifference(first: MergeableCard, second: MergeableCard, index: number): MatchDifference {
  const a = first.matches[index] ?? emptyMatch();
  const b = second.matches[index] ?? emptyMatch();
  const parts = {
    homePlayers: !samePlayers(a.homePlayers, b.homePlayers),
    awayPlayers: !samePlayers(a.awayPlayers, b.awayPlayers),
    homeScore: score(a.homeScore) !== score(b.homeScore),
    awayScore: score(a.awayScore) !== score(b.awayScore),
  };
  return { index, ...parts, differs: Object.values(parts).some(Boolean) };
}

function bagDifference<T>(first: readonly T[], second: readonly T[], key: (item: T) => string): BagDifference<T> {
  const unmatched = (items: readonly T[], others: readonly T[]) => {
    const counts = new Map<string, number>();
    for (const other of others) counts.set(key(other), (counts.get(key(other)) ?? 0) + 1);
    return items.filter((item) => {
      const left = counts.get(key(item)) ?? 0;
      counts.set(key(item), left - 1);
      return left <= 0;
    });
  };
  const onlyInFirst = unmatched(first, second);
  const onlyInSecond = unmatched(second, first);
  return { differs: onlyInFirst.length + onlyInSecond.length > 0, onlyInFirst, onlyInSecond };
}

/** The 180s two cards disagree on, as bags of player ids (names and order do not count). */
export function oneEightiesDifference(first: MergeableCard, second: MergeableCard): BagDifference<GamePlayer> {
  return bagDifference(first.oneEighties, second.oneEighties, oneEightyKey);
}

/** The hi-checks two cards disagree on, as bags of player id and score. */
export function hiChecksDifference(first: MergeableCard, second: MergeableCard): BagDifference<HiCheck> {
  return bagDifference(first.over100Checkouts, second.over100Checkouts, hiCheckKey);
}

/** Every difference submissionsMatch would see, match by match over the longer card. */
export function cardDifferences(first: MergeableCard, second: MergeableCard): CardDifferences {
  const length = Math.max(first.matches.length, second.matches.length);
  const matches = Array.from({ length }, (_, index) => matchDifference(first, second, index));
  const oneEighties = oneEightiesDifference(first, second);
  const hiChecks = hiChecksDifference(first, second);
  return {
    matches,
    oneEighties,
    hiChecks,
    differs: matches.some((match) => match.differs) || oneEighties.differs || hiChecks.differs,
  };
}

/** A team's man of the match on a card; none, null and '' all mean nobody. */
export const manOfTheMatchOf = (card: MergeableCard, side: Side): string | undefined =>
  card[side].manOfTheMatch || undefined;

/**
 * Whether `draft` has another man of the match for `side` than `submission`. Only a team's own
 * clerk picks their man of the match, so the meaningful comparison is the draft
 * against that side's own submission: home against the home submission, away against the away
 * one. The two submissions never disagree about it, since each holds only its own team's choice.
 */
export function manOfTheMatchDiffers(draft: MergeableCard, submission: MergeableCard, side: Side): boolean {
  return manOfTheMatchOf(draft, side) !== manOfTheMatchOf(submission, side);
}

// Each merge returns a new card of the draft's own type; only the merged part is replaced.
const withParts = <C extends MergeableCard>(draft: C, parts: Partial<MergeableCard>): C => ({ ...draft, ...parts });

/**
 * `draft` with match `index` taken from `submission` (merge a single match): its players
 * and scores, the parts the submissions are compared on; the draft's match keeps anything else
 * (its id). A match the submission lacks is taken as empty; a short draft is padded with empty ones.
 */
export function mergeMatch<C extends MergeableCard>(draft: C, submission: MergeableCard, index: number): C {
  const source = submission.matches[index] ?? emptyMatch();
  const matches = Array.from(
    { length: Math.max(draft.matches.length, index + 1) },
    (_, i) => draft.matches[i] ?? emptyMatch(),
  );
  matches[index] = {
    ...matches[index],
    homePlayers: [...source.homePlayers],
    awayPlayers: [...source.awayPlayers],
    homeScore: source.homeScore,
    awayScore: source.awayScore,
  };
  return withParts(draft, { matches });
}

/** `draft` with the 180s of `submission` (merge the 180s). */
export function merge180s<C extends MergeableCard>(draft: C, submission: MergeableCard): C {
  return withParts(draft, { oneEighties: [...submission.oneEighties] });
}

/** `draft` with the hi-checks of `submission` (merge the hi-checks). */
export function mergeHiChecks<C extends MergeableCard>(draft: C, submission: MergeableCard): C {
  return withParts(draft, { over100Checkouts: [...submission.over100Checkouts] });
}

/**
 * `draft` with `side`'s man of the match taken from `submission` (issue #5: merge man of the
 * match). Pass that side's own submission (home's choice from the home submission): the other
 * side's submission holds no choice for it, and taking "nobody" from it clears the draft's.
 */
export function mergeManOfTheMatch<C extends MergeableCard>(draft: C, submission: MergeableCard, side: Side): C {
  const team: ManOfTheMatchChoice = { ...draft[side], manOfTheMatch: manOfTheMatchOf(submission, side) };
  return withParts(draft, side === 'home' ? { home: team } : { away: team });
}

/**
 * `draft` with every part the two submissions agree on (accept matching ones): each
 * match that matchDifference finds equal, the 180s and the hi-checks when equal, taken from the
 * home submission; and each team's man of the match from its own submission, which nothing
 * contradicts. When the submissions match entirely this gives what auto-publishing would publish.
 */
export function acceptMatching<C extends MergeableCard>(draft: C, home: MergeableCard, away: MergeableCard): C {
  const differences = cardDifferences(home, away);
  // Past both submissions' matches they agree on empty ones, so a longer draft is emptied there.
  const length = Math.max(draft.matches.length, differences.matches.length);
  let merged = draft;
  for (let index = 0; index < length; index += 1) {
    if (!differences.matches[index]?.differs) merged = mergeMatch(merged, home, index);
  }
  if (!differences.oneEighties.differs) merged = merge180s(merged, home);
  if (!differences.hiChecks.differs) merged = mergeHiChecks(merged, home);
  return mergeManOfTheMatch(mergeManOfTheMatch(merged, home, 'home'), away, 'away');
}
