import {
  activeSides,
  bestOfOf,
  bracketPlan,
  groupAdvanceOf,
  groupTable,
  pendingSlotLabel,
  roundName,
  roundsOf,
  tournamentChampionOf,
  tournamentMatchesOf,
  tournamentMatchWinner,
  type GroupTableRow,
  type PlacedMatch,
  type Tournament,
  type TournamentMatch,
  type TournamentRound,
  type TournamentSide,
} from '@darts/domain';

/*
 * What the venue screen shows of a tournament night (issue #26), derived from the stored tournament
 * by the domain's rules (`tournamentMatchesOf` for the order the evening plays in, the match winner,
 * the champion): the matches on each board, the ones to come, and the bracket rounds being played.
 * Which match goes to which board is the server's (`assignBoards`); this only reads `board`.
 */

/** The part of a tournament the screen reads: the domain's shape plus what it is called. */
export type VenueTournament = Tournament & {
  id: string;
  type?: string | null;
  address?: string | null;
  date?: string;
};

/** A match as the screen shows it. */
export type VenueMatch = {
  /** Unique within the tournament: stage, group or round, and match. */
  key: string;
  /** Where it is played: 'Quarter-Final, match 2', 'Losers Round 1', 'Group A'. */
  label: string;
  match: TournamentMatch;
  legs: number;
  sideA: string | undefined;
  sideB: string | undefined;
  /** Which side won, once decided. */
  winner: 'sideA' | 'sideB' | null;
  /** Started: a leg-by-leg record or a leg won. */
  underWay: boolean;
  /** Where a side still to come is from ('Loser of Winners Semi-Final, match 1'; domain `pendingSlotLabel`). */
  comesFrom: { sideA: string | null; sideB: string | null };
};

/** A board of the venue and the match on it, if any. */
export type BoardView = { board: number; match: VenueMatch | undefined };

/** A bracket round in the stage panel: its name and matches. */
export type RoundView = { key: string; name: string; matches: VenueMatch[] };

/** A group's standings (the domain's `groupTable`), its top `advance` going through to the knockout. */
export type GroupView = { id: string; name: string; rows: GroupTableRow[]; advance: number };

export type VenueView = {
  /** Whether the draw has been made: any match has a side. */
  drawn: boolean;
  /** Board 1..N with the undecided match on each, when the tournament says how many boards. */
  boards: BoardView[];
  /** Without boards: the matches under way, in the evening's order. */
  playing: VenueMatch[];
  /** Matches ready to play (both sides, undecided) and not on a board, in the evening's order. */
  nextUp: VenueMatch[];
  /** The bracket rounds being played now and the one after, per bracket; none while groups play. */
  rounds: RoundView[];
  /** The group tables while a group match is undecided; none after. */
  groups: GroupView[];
  /** The champion's name once the last match is decided. */
  champion: string | undefined;
};

/** A side's name: its own, else its players'. */
export function sideName(side: TournamentSide | null | undefined): string | undefined {
  if (!side) return undefined;
  return side.name?.trim() || side.players.map((player) => player.name).join(' & ') || undefined;
}

const ordinalRound = (matches: number, index: number) =>
  matches === 1 ? 'Final' : matches === 2 ? 'Semi-Final' : matches === 4 ? 'Quarter-Final' : `Round ${index + 1}`;

/**
 * The names of a chain's rounds: a stored name first; a knockout laid out before the draw existed
 * names its rounds as the tournament page does (`roundName`, a preliminary round first); a drawn
 * bracket by its matches (Final, Semi-Final, Quarter-Final, else Round N), the winners bracket of a
 * double elimination prefixed 'Winners', the losers bracket 'Losers Round N', the grand final and its reset.
 */
export function roundNamesOf(tournament: Tournament, stage: PlacedMatch['stage']): string[] {
  if (stage === 'group') return [];
  const rounds = roundsOf(tournament[stage]);
  const stored = (round: TournamentRound) => round.name?.trim() || undefined;
  if (stage === 'losersRound') return rounds.map((round, index) => stored(round) ?? `Losers Round ${index + 1}`);
  if (stage === 'finalRound')
    return rounds.map((round, index) => stored(round) ?? (index === 0 ? 'Grand Final' : 'Grand Final Reset'));
  if (!tournament.draw) {
    const plan = bracketPlan(activeSides(tournament).length);
    return rounds.map(
      (round, index) => stored(round) ?? (index < plan.roundCount ? roundName(index, plan) : ordinalRound(0, index)),
    );
  }
  const winners = tournament.format === 'doubleElimination';
  return rounds.map((round, index) => {
    const name = ordinalRound(round.matches.length, index);
    return stored(round) ?? (winners ? `Winners ${name}` : name);
  });
}

/** Every match of the night in playing order, as the screen shows them. */
export function venueMatchesOf(tournament: Tournament): VenueMatch[] {
  const names = {
    round: roundNamesOf(tournament, 'round'),
    losersRound: roundNamesOf(tournament, 'losersRound'),
    finalRound: roundNamesOf(tournament, 'finalRound'),
  };
  const groupNames = new Map((tournament.groups ?? []).map((group) => [group.id, group.name]));
  const roundSizes = {
    round: roundsOf(tournament.round).map((round) => round.matches.length),
    losersRound: roundsOf(tournament.losersRound).map((round) => round.matches.length),
    finalRound: roundsOf(tournament.finalRound).map((round) => round.matches.length),
  };
  const placedMatches = tournamentMatchesOf(tournament);
  const labels = new Map<string, string>();
  const matches = placedMatches.map((placed) => {
    const { stage, roundIndex, matchIndex, match, legs } = placed;
    let label: string;
    let key: string;
    if (stage === 'group') {
      label = groupNames.get(placed.groupId ?? '') ?? 'Group';
      key = `group-${placed.groupId}-${matchIndex}`;
    } else {
      const name = names[stage][roundIndex] ?? `Round ${roundIndex + 1}`;
      label = (roundSizes[stage][roundIndex] ?? 0) > 1 ? `${name}, match ${matchIndex + 1}` : name;
      key = `${stage}-${roundIndex}-${matchIndex}`;
    }
    labels.set(key, label);
    return {
      key,
      label,
      match,
      legs,
      sideA: sideName(match.sideA),
      sideB: sideName(match.sideB),
      winner: tournamentMatchWinner(match, legs),
      underWay: Boolean(match.saygId) || (match.scoreA ?? 0) > 0 || (match.scoreB ?? 0) > 0,
    };
  });
  // The words name the feeding match as this screen does.
  const nameOf = (p: { stage: string; roundIndex: number; matchIndex: number }) =>
    labels.get(`${p.stage}-${p.roundIndex}-${p.matchIndex}`);
  return matches.map((venueMatch, i) => {
    const placed = placedMatches[i]!;
    return {
      ...venueMatch,
      comesFrom: {
        sideA: pendingSlotLabel(tournament, placed, 'sideA', nameOf),
        sideB: pendingSlotLabel(tournament, placed, 'sideB', nameOf),
      },
    };
  });
}

/** Both sides known, not a bye, not decided: the match can be played now. */
export const isReady = (m: VenueMatch) => Boolean(m.match.sideA && m.match.sideB) && !m.match.bye && !m.winner;

/** The round of each bracket being played (the first with an undecided match) and the one after. */
function currentRounds(tournament: Tournament, matches: VenueMatch[]): RoundView[] {
  const byKey = new Map(matches.map((m) => [m.key, m]));
  const stages = ['round', 'losersRound', 'finalRound'] as const;
  return stages.flatMap((stage) => {
    const names = roundNamesOf(tournament, stage);
    const rounds = roundsOf(tournament[stage]).map((round, roundIndex): RoundView => ({
      key: `${stage}-${roundIndex}`,
      name: names[roundIndex] ?? `Round ${roundIndex + 1}`,
      matches: round.matches
        .map((_, matchIndex) => byKey.get(`${stage}-${roundIndex}-${matchIndex}`)!)
        .filter((m) => m && !m.match.bye),
    }));
    // The reset of a grand final is shown only once it has sides (the losers' side won the first).
    const shown = rounds.filter(
      (round, index) => round.matches.length > 0 && !(stage === 'finalRound' && index > 0 && !hasSides(round)),
    );
    if (shown.length === 0) return [];
    const current = shown.findIndex((round) => round.matches.some((m) => !m.winner));
    // A bracket played out shows how it ended: a knockout its last two rounds; a double elimination
    // its winners' final and grand final (the losers bracket none).
    if (current === -1) {
      if (stage === 'losersRound') return [];
      return shown.slice(stage === 'round' && tournament.format === 'doubleElimination' ? -1 : -2);
    }
    return shown.slice(current, current + 2);
  });
}

const hasSides = (round: RoundView) => round.matches.some((m) => m.match.sideA || m.match.sideB);

/** The venue screen's view of the tournament. */
export function venueView(tournament: Tournament): VenueView {
  const matches = venueMatchesOf(tournament);
  const drawn = matches.some((m) => m.match.sideA || m.match.sideB);
  const boardCount = Math.max(0, Math.min(32, Math.floor(tournament.boards ?? 0)));
  const boards = Array.from({ length: boardCount }, (_, i): BoardView => {
    const board = i + 1;
    return { board, match: matches.find((m) => m.match.board === board && isReady(m)) };
  });
  const shownOnBoards = new Set(boards.flatMap((b) => (b.match ? [b.match.key] : [])));
  const playing = boardCount > 0 ? [] : matches.filter((m) => isReady(m) && m.underWay);
  const nextUp = matches.filter(
    (m) => isReady(m) && !shownOnBoards.has(m.key) && !(boardCount === 0 && m.underWay) && !m.match.board,
  );
  const groupStage = (tournament.groups ?? []).length > 0;
  const groupsPlaying = groupStage && matches.some((m) => m.key.startsWith('group-') && !m.winner);
  return {
    drawn,
    boards,
    playing,
    nextUp,
    rounds: groupsPlaying ? [] : currentRounds(tournament, matches),
    groups: groupsPlaying
      ? (tournament.groups ?? []).map((group) => ({
          id: group.id,
          name: group.name,
          rows: groupTable(group, undefined, bestOfOf(tournament)),
          advance: groupAdvanceOf(tournament),
        }))
      : [],
    champion: sideName(tournamentChampionOf(tournament)),
  };
}

/** The screen's heading: '{type or 'Tournament'} at {address}' (`tournamentHeading`). */
export { tournamentHeading as venueTitle } from '../../lib/records/tournament';
