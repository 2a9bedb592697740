/**
 * The tournament shapes, with the wire's field names so the server can map its
 * records and the contract's zod schemas onto them one to one. Audit fields are left to the server.
 * Every function in this folder returns new objects and never changes its input.
 */

/** TournamentPlayerDto: a player in a side. */
export type TournamentPlayer = { id: string; name: string; divisionId?: string | null };

/** TournamentSideDto: an entrant, either players or a whole team. */
export type TournamentSide = {
  id: string;
  name?: string | null;
  teamId?: string | null;
  players: TournamentPlayer[];
  noShow?: boolean;
  /** Issue #26: the side's 1-based seed; sides without one are unseeded. */
  seed?: number | null;
};

/** TournamentMatchDto: `scoreA`/`scoreB` are legs won. */
export type TournamentMatch = {
  id?: string;
  sideA?: TournamentSide | null;
  sideB?: TournamentSide | null;
  scoreA?: number | null;
  scoreB?: number | null;
  saygId?: string | null;
  /** Issue #26: a first-round match one side passes without playing (the other side absent). */
  bye?: boolean | null;
  /** Issue #26: the board the match is on, 1..boards. */
  board?: number | null;
  /**
   * Issue #26 (this product): true when the organiser took the match off the boards by hand; it is
   * not given a board by itself (`assignBoards`) until put on one by hand again.
   */
  offBoard?: boolean | null;
};

/** GameMatchOptionDto as a round uses it: legs and starting score per match index. */
export type RoundMatchOption = { numberOfLegs?: number | null; startingScore?: number | null };

/** TournamentRoundDto: rounds form a singly linked chain through `nextRound`. */
export type TournamentRound = {
  id?: string;
  name?: string | null;
  /** Legacy, usually empty; the rules read the matches. */
  sides?: TournamentSide[];
  matches: TournamentMatch[];
  matchOptions: (RoundMatchOption | null)[];
  nextRound?: TournamentRound | null;
};

/** The part of TournamentGameDto the rules read. */
export type Tournament = {
  id?: string;
  date?: string;
  bestOf?: number | null;
  singleRound?: boolean;
  sides: TournamentSide[];
  round?: TournamentRound | null;
  /** Issue #26: absent means knockout. */
  format?: TournamentFormat | null;
  /** Issue #26: present when the new engine laid the tournament out (a full bracket with `bye` flags). */
  draw?: TournamentDraw | null;
  /** Issue #26: how many boards the venue has (1..32). */
  boards?: number | null;
  /** Issue #26, double elimination: the losers bracket (a chain). */
  losersRound?: TournamentRound | null;
  /** Issue #26, double elimination: the grand final, its `nextRound` the reset when `grandFinalReset`. */
  finalRound?: TournamentRound | null;
  grandFinalReset?: boolean | null;
  /** Issue #26, groups → knockout: the round-robin groups feeding the knockout in `round`. */
  groups?: TournamentGroup[] | null;
  /** Issue #26: how many of each group go through (1..4). */
  groupAdvance?: number | null;
  /** Hi-checks (`over100Checkouts`): only the scores are read. */
  over100Checkouts?: ReadonlyArray<{ score?: number | null }> | null;
};

/** Issue #26: the formats of a tournament night. */
export type TournamentFormat = 'knockout' | 'doubleElimination' | 'groups';

/**
 * TournamentDrawDto (issue #26): how the sides were placed, shown to everyone as it was made. `order` holds
 * the side ids in drawn order: the first is placed as seed 1 on the bracket line (`seedLine`), and so on.
 */
export type TournamentDraw = { method: 'random' | 'seeded'; made: string; by?: string | null; order: string[] };

/** TournamentGroupDto (issue #26): a round-robin group, its matches in playing order. */
export type TournamentGroup = {
  id: string;
  name: string;
  sides: TournamentSide[];
  matches: TournamentMatch[];
  matchOptions: (RoundMatchOption | null)[];
};

/** Which of a match's two sides. */
export type MatchSide = 'sideA' | 'sideB';

/** Legs per match when a tournament has no bestOf. */
export const defaultBestOf = 5;

/** Starting score of a tournament match. */
export const defaultTournamentStartingScore = 501;

/** The legs of a tournament's matches: its bestOf, else the default 5. */
export function bestOfOf(tournament: Pick<Tournament, 'bestOf'>): number {
  return tournament.bestOf ?? defaultBestOf;
}

/** The rounds of the chain from `round` on, first to last (a singly linked chain). */
export function roundsOf(round: TournamentRound | null | undefined): TournamentRound[] {
  const rounds: TournamentRound[] = [];
  for (let current = round; current; current = current.nextRound) rounds.push(current);
  return rounds;
}

/** The chain rebuilt from a list of rounds, each linked to the next. */
export function chainOf(rounds: readonly TournamentRound[]): TournamentRound | undefined {
  return rounds.reduceRight<TournamentRound | undefined>((next, round) => {
    if (next) return { ...round, nextRound: next };
    const last = { ...round };
    delete last.nextRound;
    return last;
  }, undefined);
}
