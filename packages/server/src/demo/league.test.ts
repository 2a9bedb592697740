import { describe, expect, it } from 'vitest';
import { defaultMatchLayout, isPossibleCheckout, legsToWin } from '@darts/domain';
import { doubleRoundRobin, generateDemoLeague } from './league.js';

const todays = ['2026-11-21', '2027-01-01', '2026-02-28', '2025-06-15'];

describe('doubleRoundRobin', () => {
  const rounds = doubleRoundRobin(8);

  it('has every team meet every other twice, once at each venue', () => {
    expect(rounds).toHaveLength(14);
    const meetings = rounds.flat().map(([home, away]) => `${home}-${away}`);
    expect(new Set(meetings).size).toBe(8 * 7);
    for (const pairs of rounds) expect(new Set(pairs.flat()).size).toBe(8);
  });

  it.each([
    [0, 7],
    [1, 2],
    [3, 4],
    [5, 6],
  ])('never has positions %i and %i at home on the same night', (a, b) => {
    for (const pairs of rounds) {
      const homes = pairs.map(([home]) => home);
      expect(homes.includes(a) && homes.includes(b)).toBe(false);
    }
  });
});

describe.each(todays)('the demo league generated on %s', (today) => {
  const league = generateDemoLeague(today);
  const leagueGames = league.games.filter((g) => !g.isKnockout);

  it('has one season spanning today', () => {
    expect(league.season.startDate < today && today < league.season.endDate).toBe(true);
  });

  it('has three league divisions of eight teams and a superleague of two, each team with one captain', () => {
    expect(league.divisions.map((d) => [d.name, d.superleague])).toEqual([
      ['Premier', false],
      ['Division One', false],
      ['Division Two', false],
      ['Superleague', true],
    ]);
    expect(league.teams).toHaveLength(26);
    for (const team of league.teams) {
      const players = league.players.filter((p) => p.teamSeasonId === team.teamSeasonId);
      const superleague = team.divisionId === league.divisions[3]!.id;
      expect(players.length).toBeGreaterThanOrEqual(superleague ? 8 : 6);
      expect(players.length).toBeLessThanOrEqual(8);
      expect(players.filter((p) => p.captain)).toHaveLength(1);
      if (superleague) expect(players.every((p) => p.gender === 'Male')).toBe(true);
    }
    expect(new Set(league.players.map((p) => p.name)).size).toBe(league.players.length);
  });

  it('plays a double round robin on Thursdays within the season', () => {
    expect(leagueGames).toHaveLength(3 * 14 * 4);
    for (const game of league.games) {
      expect(new Date(`${game.date}T00:00:00Z`).getUTCDay()).toBe(4);
      expect(game.date >= league.season.startDate && game.date <= league.season.endDate).toBe(true);
    }
  });

  it('has results for every fixture before today but one postponed, and none from today on', () => {
    const postponed = league.games.filter((g) => g.postponed);
    expect(postponed).toHaveLength(1);
    expect(postponed[0]!.date < today).toBe(true);
    for (const game of league.games) {
      const shouldHaveResults = game.date < today && !game.postponed;
      expect(game.card.matches.length, `${game.date} ${game.card.home.name}`).toBe(shouldHaveResults ? 8 : 0);
    }
  });

  it('writes plausible score cards with players of the two teams', () => {
    const playersOf = (teamId: string) => {
      const teamSeasonId = league.teams.find((t) => t.id === teamId)!.teamSeasonId;
      return new Set(league.players.filter((p) => p.teamSeasonId === teamSeasonId).map((p) => p.id));
    };
    for (const game of league.games.filter((g) => g.card.matches.length > 0)) {
      const home = playersOf(game.homeTeamId);
      const away = playersOf(game.awayTeamId);
      game.card.matches.forEach((match, index) => {
        const layout = defaultMatchLayout(index, false);
        expect(match.homePlayers).toHaveLength(layout.playerCount);
        expect(match.awayPlayers).toHaveLength(layout.playerCount);
        expect(match.homePlayers.every((p) => home.has(p.id))).toBe(true);
        expect(match.awayPlayers.every((p) => away.has(p.id))).toBe(true);
        expect(Math.max(match.homeScore!, match.awayScore!)).toBe(legsToWin(layout.numberOfLegs));
        expect(Math.min(match.homeScore!, match.awayScore!)).toBeLessThan(legsToWin(layout.numberOfLegs));
      });
      const singles = game.card.matches.slice(0, 5).flatMap((m) => m.homePlayers.map((p) => p.id));
      expect(new Set(singles).size).toBe(5);
      for (const check of game.card.over100Checkouts) {
        expect(check.score).toBeGreaterThanOrEqual(100);
        expect(isPossibleCheckout(check.score)).toBe(true);
      }
      expect(home.has(game.card.home.manOfTheMatch!)).toBe(true);
      expect(away.has(game.card.away.manOfTheMatch!)).toBe(true);
    }
  });

  it('never has a venue host two fixtures on one night, though some venues are shared', () => {
    const hosting = league.games.map((g) => `${g.date} ${g.address}`);
    expect(new Set(hosting).size).toBe(hosting.length);
    const teamsByVenue = new Map<string, number>();
    for (const team of league.teams) teamsByVenue.set(team.address, (teamsByVenue.get(team.address) ?? 0) + 1);
    expect([...teamsByVenue.values()].filter((count) => count === 2).length).toBeGreaterThanOrEqual(2);
    for (const game of league.games)
      expect(game.address).toBe(league.teams.find((t) => t.id === game.homeTeamId)!.address);
  });

  it('has one cup (knockout) night after today, and a few notes', () => {
    const knockouts = league.games.filter((g) => g.isKnockout);
    expect(knockouts).toHaveLength(12);
    expect(new Set(knockouts.map((g) => g.date)).size).toBe(1);
    expect(knockouts[0]!.date > today).toBe(true);
    expect(league.notes.length).toBeGreaterThanOrEqual(2);
    expect(league.notes.length).toBeLessThanOrEqual(3);
  });
});

describe('determinism', () => {
  it('is the same league every time, apart from the dates', () => {
    const a = generateDemoLeague('2026-11-21');
    const b = generateDemoLeague('2027-03-04');
    expect(generateDemoLeague('2026-11-21')).toEqual(a);
    expect(b.teams).toEqual(a.teams);
    expect(b.players).toEqual(a.players);
    expect(b.games.map((g) => g.id)).toEqual(a.games.map((g) => g.id));
    expect(b.games[0]!.card).toEqual(a.games[0]!.card);
  });
});
