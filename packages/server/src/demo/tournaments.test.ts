import { describe, expect, it } from 'vitest';
import {
  activeSides,
  legProblem,
  legWinner,
  roundsOf,
  tournamentMatchWinner,
  tournamentProblems,
  tournamentWinner,
} from '@darts/domain';
import { generateDemoLeague } from './league.js';
import type { DemoTournament } from './tournaments.js';

const todays = ['2026-11-21', '2027-01-01', '2026-02-28', '2025-06-15'];
const thursday = 4;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const problemsOf = (t: DemoTournament) =>
  tournamentProblems({ ...t.doc, id: t.id, date: t.date, singleRound: t.singleRound });
const matchesOf = (t: DemoTournament) => roundsOf(t.doc.round).flatMap((round) => round.matches);

describe.each(todays)("the demo league's tournaments generated on %s", (today) => {
  const league = generateDemoLeague(today);
  const [cup, pairs, superleague] = league.tournaments as [DemoTournament, DemoTournament, DemoTournament];
  const playerIds = new Set(league.players.map((p) => p.id));
  const teamOf = (name: string) => league.teams.find((t) => t.name === name)!;
  const playersOf = (teamName: string) =>
    new Set(league.players.filter((p) => p.teamSeasonId === teamOf(teamName).teamSeasonId).map((p) => p.id));

  it('holds three tournaments in the season, none on a league (Thursday) night, each valid by the rules', () => {
    expect(league.tournaments).toHaveLength(3);
    for (const tournament of league.tournaments) {
      expect(tournament.date >= league.season.startDate && tournament.date <= league.season.endDate).toBe(true);
      expect(weekday(tournament.date)).not.toBe(thursday);
      expect(problemsOf(tournament)).toEqual([]);
      for (const side of tournament.doc.sides) expect(side.players.every((p) => playerIds.has(p.id))).toBe(true);
    }
  });

  it('has a finished cross-divisional singles knockout of eight: seven decided matches and a winner', () => {
    expect(cup).toMatchObject({ divisionId: null, singleRound: false, doc: { bestOf: 5, accoladesCount: true } });
    expect(cup.date < today).toBe(true);
    expect(activeSides(cup.doc)).toHaveLength(8);
    expect(cup.doc.sides.every((side) => side.players.length === 1)).toBe(true);
    expect(roundsOf(cup.doc.round).map((round) => round.name)).toEqual(['Quarter-Final', 'Semi-Final', 'Final']);
    const matches = matchesOf(cup);
    expect(matches).toHaveLength(7);
    for (const match of matches) expect(tournamentMatchWinner(match, 5)).not.toBeNull();
    const winner = tournamentWinner({ ...cup.doc, singleRound: false });
    expect(cup.doc.sides.map((s) => s.id)).toContain(winner?.id);
    expect(cup.doc.oneEighties.length + cup.doc.over100Checkouts.length).toBeGreaterThan(0);
  });

  it('has an upcoming Premier pairs knockout with its draw and no results', () => {
    expect(pairs.divisionId).toBe(league.divisions[0]!.id);
    expect(pairs.date > today).toBe(true);
    expect(pairs.doc.sides).toHaveLength(6);
    expect(pairs.doc.sides.every((side) => side.players.length === 2)).toBe(true);
    expect(roundsOf(pairs.doc.round).map((round) => round.name)).toEqual(['Preliminary', 'Semi-Final', 'Final']);
    expect(matchesOf(pairs).every((m) => m.scoreA === undefined && m.scoreB === undefined)).toBe(true);
  });

  it('has a superleague evening played: host v opponent, men, best of 7, each match scored leg by leg', () => {
    expect(superleague).toMatchObject({
      divisionId: league.divisions[3]!.id,
      singleRound: true,
      address: teamOf('Harborough Men').address,
      doc: { host: 'Harborough Men', opponent: 'Lutterworth Men', gender: 'men', bestOf: 7 },
    });
    expect(superleague.date < today).toBe(true);
    const matches = matchesOf(superleague);
    expect(matches.length).toBeGreaterThanOrEqual(5);
    const [hosts, visitors] = [playersOf('Harborough Men'), playersOf('Lutterworth Men')];
    for (const match of matches) {
      expect(match.sideA!.players.every((p) => hosts.has(p.id))).toBe(true);
      expect(match.sideB!.players.every((p) => visitors.has(p.id))).toBe(true);
      expect(tournamentMatchWinner(match, 7)).not.toBeNull();
      const record = league.saygs.find((r) => r.id === match.saygId)!;
      expect(record.content).toMatchObject({
        tournamentMatchId: match.id,
        yourName: match.sideA!.name,
        numberOfLegs: 7,
      });
      const won = { home: 0, away: 0 };
      for (const leg of Object.values(record.content.legs)) {
        expect(legProblem(leg)).toBeNull();
        won[legWinner(leg)!] += 1;
      }
      // The legs add up to the match score.
      expect(won).toEqual({ home: match.scoreA, away: match.scoreB });
    }
  });
});
