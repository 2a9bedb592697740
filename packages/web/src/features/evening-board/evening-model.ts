import {
  currentLegIndex,
  isMatchFinished,
  legAt,
  legsWon,
  matchLeader,
  remainingScore,
  tournamentMatchesOf,
  type Sayg,
  type Side,
  type Tournament,
} from '@darts/domain';
import { tournamentHeading } from '../../lib/records/tournament';

/*
 * What the evening board (issue #27) shows: every match scored as you go on one date, in the
 * league's fixtures, its tournaments and the superleague, from their leg-by-leg records. The rules
 * (legs won, what a side needs, when a match is over) are the domain's; this only groups and orders.
 */

/** Where the evening's matches come from, in the order the board lists them. */
export const competitionKinds = ['league', 'superleague', 'tournament'] as const;
export type CompetitionKind = (typeof competitionKinds)[number];

/** A match being scored: its record's id and where it belongs. */
export type EveningSource = {
  saygId: string;
  kind: CompetitionKind;
  /** The fixture or tournament: 'Riverside: Crown v Swan', 'Singles at The Crown'. */
  competition: string;
  /** The match within it: 'Match 1'. */
  label: string;
  /** Its place within the competition (match number), for a steady order. */
  position: number;
};

/** A side of a match as the board shows it. */
export type EveningSide = {
  name: string;
  legs: number;
  /** What the side needs in the leg being played (the last leg once the match is over). */
  remaining: number;
  /** This side throws next. */
  throwing: boolean;
  /** This side won the match. */
  won: boolean;
};

export type EveningMatch = EveningSource & {
  home: EveningSide;
  away: EveningSide;
  bestOf: number;
  /** The leg being played, from 1. */
  leg: number;
  finished: boolean;
};

export type EveningBoard = { live: EveningMatch[]; results: EveningMatch[] };

/** A league fixture on the date, with the records of its matches (index order, undefined unscored). */
export type EveningFixture = {
  id: string;
  division: string;
  home: string;
  away: string;
  saygIds: ReadonlyArray<string | undefined>;
};

/** A fixture's scored matches: 'Riverside: Crown v Swan', 'Match 1'. */
export function fixtureSources(fixture: EveningFixture): EveningSource[] {
  const competition = `${fixture.division}: ${fixture.home} v ${fixture.away}`;
  return fixture.saygIds.flatMap((saygId, index) =>
    saygId ? [{ saygId, kind: 'league' as const, competition, label: `Match ${index + 1}`, position: index + 1 }] : [],
  );
}

/** A tournament as the board reads it: the domain's shape plus what it is called. */
export type EveningTournament = Tournament & {
  type?: string | null;
  address?: string | null;
  host?: string | null;
  opponent?: string | null;
};

/** A tournament's name on the board: a superleague's 'Host v Opponent', else 'Type at Address'. */
export function tournamentTitle(tournament: EveningTournament): string {
  const host = tournament.host?.trim();
  const opponent = tournament.opponent?.trim();
  if (tournament.singleRound && host && opponent) return `${host} v ${opponent}`;
  return tournamentHeading(tournament);
}

/** A tournament's scored matches, numbered in the order the evening plays them (`tournamentMatchesOf`). */
export function tournamentSources(tournament: EveningTournament): EveningSource[] {
  const kind: CompetitionKind = tournament.singleRound ? 'superleague' : 'tournament';
  const competition = tournamentTitle(tournament);
  return tournamentMatchesOf(tournament).flatMap((placed, index) => {
    const saygId = placed.match.saygId;
    return saygId ? [{ saygId, kind, competition, label: `Match ${index + 1}`, position: index + 1 }] : [];
  });
}

/** A match as the board shows it, from its record. */
export function eveningMatch(source: EveningSource, sayg: Sayg): EveningMatch {
  const won = legsWon(sayg);
  const finished = isMatchFinished(sayg);
  const winner = finished ? matchLeader(sayg) : null;
  const legIndex = currentLegIndex(sayg);
  const leg = legIndex === undefined ? undefined : legAt(sayg, legIndex);
  const side = (which: Side, name: string): EveningSide => ({
    name,
    legs: won[which],
    remaining: leg ? remainingScore(leg, which) : sayg.startingScore,
    throwing: !finished && leg?.currentThrow === which,
    won: winner === which,
  });
  return {
    ...source,
    home: side('home', sayg.yourName),
    away: side('away', sayg.opponentName ?? ''),
    bestOf: sayg.numberOfLegs,
    leg: (legIndex ?? 0) + 1,
    finished,
  };
}

const kindRank = (kind: CompetitionKind) => competitionKinds.indexOf(kind);

/** League first, then the superleague and tournaments; by name; then by match number. */
function byPlace(a: EveningSource, b: EveningSource): number {
  return (
    kindRank(a.kind) - kindRank(b.kind) ||
    a.competition.localeCompare(b.competition, 'en-GB') ||
    a.position - b.position
  );
}

/**
 * The board: matches still being played under "Live", finished ones under "Results", each in a
 * steady order (league fixtures, the superleague, then tournaments; by name; by match number) so
 * nothing jumps about on the TV but the match that finishes. A record not read yet or not found
 * is left out; a record listed twice shows once.
 */
export function eveningBoard(entries: ReadonlyArray<{ source: EveningSource; sayg: Sayg | null | undefined }>) {
  const seen = new Set<string>();
  const board: EveningBoard = { live: [], results: [] };
  for (const { source, sayg } of [...entries].sort((a, b) => byPlace(a.source, b.source))) {
    if (!sayg || seen.has(source.saygId)) continue;
    seen.add(source.saygId);
    const match = eveningMatch(source, sayg);
    (match.finished ? board.results : board.live).push(match);
  }
  return board;
}
