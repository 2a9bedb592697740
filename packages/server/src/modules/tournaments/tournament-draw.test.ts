import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tournamentTexts } from '@darts/contract';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { seedTwoTeams, type TwoTeams } from '../../../test/fixture-seed.js';
import { aSide, createTournament, knockoutBody } from '../../../test/tournament-seed.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];

/** Every match of a round chain, first round first. */
function chainMatches(round: any): any[] {
  const matches: any[] = [];
  for (let r = round; r; r = r.nextRound) matches.push(...r.matches);
  return matches;
}

const sidesOfMatch = (match: any) => ({ sideA: match.sideA.id, sideB: match.sideB.id });

describe.each(testDatabases)('tournament draw, swap, formats and boards (issue #26) on %s', (kind) => {
  let server: TestServer;
  let organiser: TestClient;
  let resultEnterer: TestClient;
  let seed: TwoTeams;
  let tournament: any;

  beforeAll(async () => {
    server = await startTestServer(kind);
    seed = await seedTwoTeams(server.handle.db);
    organiser = await server.signIn(['ManageTournaments'], { name: 'Olive Organiser' });
    resultEnterer = await server.signIn(['EnterTournamentResults', 'RecordScoresAsYouGo'], { name: 'Rex Results' });
  });
  afterAll(() => server.close());

  /** A tournament of `count` sides and no rounds yet, as an organiser sets one up before the draw. */
  async function undrawn(count: number, extra: object = {}) {
    const sides = names.slice(0, count).map((name) => aSide(name));
    const body = { ...knockoutBody({ seasonId: seed.season, divisionId: seed.division }), sides, round: null };
    return createTournament(organiser, { ...body, ...extra });
  }

  beforeEach(async () => {
    server.clock.advance(60_000);
    tournament = await undrawn(5);
  });

  const stored = async (id = tournament.id) => (await server.anonymous.get(`/api/Tournament/${id}`)).json;
  const draw = (body: unknown, who: TestClient = organiser, id = tournament.id) =>
    who.post(`/api/Tournament/${id}/Draw`, body);
  const swap = (body: unknown, who: TestClient = organiser, id = tournament.id) =>
    who.post(`/api/Tournament/${id}/Swap`, body);
  const patch = (body: unknown, who: TestClient = resultEnterer, id = tournament.id) =>
    who.patch(`/api/Tournament/${id}`, body);
  const livePoll = async (id = tournament.id) => (await server.anonymous.get(`/api/Live/Update/${id}/Tournament`)).json;
  const put = (changes: object, current: any) =>
    organiser.put('/api/Tournament', { ...current, ...changes, lastUpdated: current.updated });

  describe('Draw', () => {
    it('draws the sides that are playing at random into a full bracket, byes flagged and moved on, for all to see', async () => {
      const withNoShow = await put({ sides: [...tournament.sides, { ...aSide('Ivy'), noShow: true }] }, tournament);
      tournament = withNoShow.json.result;
      const response = await draw({ method: 'random' });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ success: true, messages: [tournamentTexts.drawMade], warnings: [] });
      const drawn = response.json.result;
      const playing = tournament.sides.filter((side: any) => !side.noShow).map((side: any) => side.id);
      expect(drawn.draw).toEqual({
        method: 'random',
        made: server.clock.now().toISOString(),
        by: 'Olive Organiser',
        order: expect.any(Array),
      });
      expect([...drawn.draw.order].sort()).toEqual([...playing].sort());
      // Five sides: a bracket of eight lines, the top three of the draw through on byes.
      const [first, second, final] = [drawn.round, drawn.round.nextRound, drawn.round.nextRound.nextRound];
      expect([first.matches.length, second.matches.length, final.matches.length]).toEqual([4, 2, 1]);
      expect(final.nextRound).toBeUndefined();
      const byes = first.matches.filter((match: any) => match.bye);
      expect(byes).toHaveLength(3);
      for (const bye of byes) expect(bye.sideB).toBeUndefined();
      const through = second.matches.flatMap((match: any) => [match.sideA?.id, match.sideB?.id]).filter(Boolean);
      expect(through.sort()).toEqual(byes.map((bye: any) => bye.sideA.id).sort());
      expect(chainMatches(drawn.round).every((match: any) => typeof match.id === 'string')).toBe(true);
      expect(drawn.sides).toEqual(tournament.sides);
      expect(await stored()).toEqual(drawn);
      expect((await livePoll()).result.data).toEqual(drawn);
    });

    it('plays on from the byes: the second round is scored once the first round’s real matches are decided', async () => {
      const drawn = (await draw({ method: 'random' })).json.result;
      const [real] = drawn.round.matches.filter((match: any) => !match.bye);
      const decided = await patch({ round: { match: { sideA: real.sideA.id, sideB: real.sideB.id, scoreA: 2 } } });
      expect(decided.json.success).toBe(true);
      const second = decided.json.result.round.nextRound.matches.find((match: any) => match.sideA && match.sideB);
      expect(second).toBeDefined();
      const next = await patch({
        round: { nextRound: { match: { sideA: second.sideA.id, sideB: second.sideB.id, scoreB: 2 } } },
      });
      expect(next.json).toMatchObject({ success: true, errors: [] });
      expect(
        next.json.result.round.nextRound.nextRound.matches[0].sideA ??
          next.json.result.round.nextRound.nextRound.matches[0].sideB,
      ).toMatchObject({
        id: second.sideB.id,
      });
    });

    it('gives a different order on most draws (the server draws, not the client)', async () => {
      const orders = new Set<string>();
      for (let i = 0; i < 6; i += 1) orders.add((await draw({ method: 'random' })).json.result.draw.order.join());
      expect(orders.size).toBeGreaterThan(1);
    });

    it('places seeds: seed 1 on the top line, 1 and 2 in opposite halves, byes to the top seeds', async () => {
      const eight = await undrawn(6);
      const seeded = eight.sides.map((side: any, i: number) => (i < 4 ? { ...side, seed: 4 - i } : side));
      const withSeeds = (await put({ sides: seeded }, eight)).json.result;
      expect(withSeeds.sides.map((side: any) => side.seed)).toEqual([4, 3, 2, 1, undefined, undefined]);
      const response = await draw({ method: 'seeded' }, organiser, eight.id);
      expect(response.json).toMatchObject({ success: true, result: { draw: { method: 'seeded' } } });
      const drawn = response.json.result;
      const bySeed = (n: number) => seeded.find((side: any) => side.seed === n).id;
      expect(drawn.draw.order.slice(0, 4)).toEqual([1, 2, 3, 4].map(bySeed));
      const first = drawn.round.matches;
      expect(first[0]).toMatchObject({ sideA: { id: bySeed(1), seed: 1 }, bye: true });
      expect(first[first.length - 1].sideA.id).toBe(bySeed(2));
      const byes = first.filter((match: any) => match.bye).map((match: any) => match.sideA.seed);
      expect(byes.sort()).toEqual([1, 2]);
    });

    it('refuses a seeded draw without seeds, changing nothing', async () => {
      const response = await draw({ method: 'seeded' });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ success: false, warnings: [tournamentTexts.noSeeds] });
      expect(await stored()).toEqual(tournament);
    });

    it('refuses too few sides, with the domain’s reason', async () => {
      const one = await undrawn(1);
      const response = await draw({ method: 'random' }, organiser, one.id);
      expect(response.json.success).toBe(false);
      expect(response.json.warnings).toHaveLength(1);
      expect(await stored(one.id)).toEqual(one);
    });

    it('may be made again until a match has started, then is refused', async () => {
      const first = (await draw({ method: 'random' })).json.result;
      server.clock.advance(1000);
      const again = await draw({ method: 'random' });
      expect(again.json.success).toBe(true);
      expect(again.json.result.draw.made).not.toBe(first.draw.made);
      const playable = again.json.result.round.matches.find((match: any) => match.sideA && match.sideB);
      await patch({ round: { match: { sideA: playable.sideA.id, sideB: playable.sideB.id, scoreA: 1 } } });
      const started = await stored();
      const refused = await draw({ method: 'random' });
      expect(refused.json).toMatchObject({ success: false, warnings: [tournamentTexts.drawLocked] });
      expect(await stored()).toEqual(started);
    });

    it('refuses to redraw a knockout made before the draw once it has a result', async () => {
      const old = await createTournament(organiser, knockoutBody({ seasonId: seed.season }));
      const [semi] = old.round.matches;
      await patch(
        { round: { match: { sideA: semi.sideA.id, sideB: semi.sideB.id, scoreA: 2 } } },
        resultEnterer,
        old.id,
      );
      const before = await stored(old.id);
      const refused = await draw({ method: 'random' }, organiser, old.id);
      expect(refused.json).toMatchObject({ success: false, warnings: [tournamentTexts.drawLocked] });
      expect(await stored(old.id)).toEqual(before);
    });

    it('is the organiser’s: 401 signed out, 403 without ManageTournaments, 400 for a bad body, nothing changed', async () => {
      expect((await draw({ method: 'random' }, server.anonymous)).status).toBe(401);
      const forbidden = await draw({ method: 'random' }, resultEnterer);
      expect(forbidden.status).toBe(403);
      expect(forbidden.json).toMatchObject({ success: false, warnings: ['Not permitted'] });
      const bad = await draw({ method: 'fair' });
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ errors: { Method: ['The method must be one of random, seeded.'] } });
      const missing = await draw({ method: 'random' }, organiser, unknownId);
      expect(missing.json).toMatchObject({ success: false, warnings: [tournamentTexts.notFound] });
      expect(await stored()).toEqual(tournament);
    });
  });

  describe('formats', () => {
    /** The first match ready to play anywhere, with the PATCH path that reaches it. */
    function playable(current: any): { path: object; match: any } | undefined {
      for (const stage of ['round', 'losersRound', 'finalRound']) {
        let depth = 0;
        for (let round = current[stage]; round; round = round.nextRound, depth += 1) {
          const match = round.matches.find(
            (m: any) => m.sideA && m.sideB && !m.bye && (m.scoreA ?? 0) < 2 && (m.scoreB ?? 0) < 2,
          );
          if (!match) continue;
          let path: object = { match: { sideA: match.sideA.id, sideB: match.sideB.id, scoreA: 2, scoreB: 0 } };
          for (let d = 0; d < depth; d += 1) path = { nextRound: path };
          return { path: { [stage]: path }, match };
        }
      }
      return undefined;
    }

    it('plays a drawn double elimination with byes to its champion, named in division data and the finals night report', async () => {
      const six = await undrawn(6, { format: 'doubleElimination' });
      let current = (await draw({ method: 'random' }, organiser, six.id)).json.result;
      expect(current).toMatchObject({ format: 'doubleElimination', draw: { method: 'random' } });
      expect(current.losersRound).toBeDefined();
      expect(current.finalRound.matches).toHaveLength(1);
      let last: any;
      for (let step = 0; step < 20; step += 1) {
        const next = playable(current);
        if (!next) break;
        const response = await patch(next.path, resultEnterer, six.id);
        expect(response.json).toMatchObject({ success: true, errors: [] });
        current = response.json.result;
        last = next.match;
      }
      expect(playable(current)).toBeUndefined();
      // Side A wins every match, so the grand final's side A (the winners-bracket side) is champion, without a reset.
      expect(current.finalRound.matches[0].sideA.id).toBe(last.sideA.id);
      const divisionData = (
        await server.anonymous.get(`/api/Division/Data?divisionId=${seed.division}&seasonId=${seed.season}`, {
          'cache-control': 'no-cache',
        })
      ).json;
      const row = divisionData.fixtures
        .flatMap((date: any) => date.tournamentFixtures)
        .find((t: any) => t.id === six.id);
      expect(row.winningSide.id).toBe(last.sideA.id);
      const reporter = await server.signIn(['RunReports'], { name: 'Rae Reports' });
      const reports = (
        await reporter.post('/api/Report', { seasonId: seed.season, divisionId: seed.division, topCount: 15 })
      ).json.reports as Array<{ name: string; rows: Array<{ cells: Array<{ text: string; tournamentId?: string }> }> }>;
      const finals = reports.find((report) => report.name === 'Finals night report')!;
      const winnerRow = finals.rows.find(
        (r) => r.cells[0]?.tournamentId === six.id && r.cells[0]?.text.endsWith('winner'),
      );
      expect(winnerRow?.cells[1]?.text).toBe(last.sideA.name);
    });

    it('draws groups feeding a knockout laid out empty', async () => {
      const eight = await undrawn(8, { format: 'groups', groupAdvance: 2 });
      const response = await draw(
        { method: 'random', groupCount: 2, roundBestOf: { groups: 3, final: 5 } },
        organiser,
        eight.id,
      );
      expect(response.json).toMatchObject({ success: true, messages: [tournamentTexts.drawMade] });
      const drawn = response.json.result;
      expect(drawn.groups).toHaveLength(2);
      for (const group of drawn.groups) {
        expect(group.sides).toHaveLength(4);
        expect(group.matches).toHaveLength(6);
        expect(typeof group.id).toBe('string');
        expect(group.matchOptions[0]).toMatchObject({ numberOfLegs: 3 });
      }
      const knockout = chainMatches(drawn.round);
      expect(knockout).toHaveLength(3);
      expect(knockout.every((match: any) => !match.sideA && !match.sideB)).toBe(true);
      const [group] = drawn.groups;
      const [first] = group.matches;
      const scored = await patch(
        { group: { id: group.id, match: { sideA: first.sideA.id, sideB: first.sideB.id, scoreA: 2, scoreB: 1 } } },
        resultEnterer,
        eight.id,
      );
      expect(scored.json).toMatchObject({ success: true });
      expect(scored.json.result.groups[0].matches[0]).toMatchObject({ scoreA: 2, scoreB: 1 });
    });

    it('refuses a format the sides do not fit, with the domain’s reason, changing nothing', async () => {
      const three = await undrawn(3, { format: 'doubleElimination' });
      const response = await draw({ method: 'random' }, organiser, three.id);
      expect(response.json).toMatchObject({ success: false, warnings: ['Double elimination needs 4 to 64 sides'] });
      expect(await stored(three.id)).toEqual(three);
    });
  });

  describe('Swap', () => {
    it('swaps two drawn sides before the first match, for all to see', async () => {
      const drawn = (await draw({ method: 'random' })).json.result;
      const [a, b] = [drawn.draw.order[0], drawn.draw.order[4]];
      const response = await swap({ sideA: a, sideB: b });
      expect(response.json).toMatchObject({ success: true, messages: [tournamentTexts.sidesSwapped] });
      const swapped = response.json.result;
      expect(swapped.draw.order[0]).toBe(b);
      expect(swapped.draw.order[4]).toBe(a);
      const where = (round: any, id: string) =>
        round.matches.findIndex((match: any) => match.sideA?.id === id || match.sideB?.id === id);
      expect(where(swapped.round, b)).toBe(where(drawn.round, a));
      expect(where(swapped.round, a)).toBe(where(drawn.round, b));
      expect((await livePoll()).result.data).toEqual(swapped);
    });

    it('refuses before a draw, the same side twice, a side not drawn, and once a match has started', async () => {
      const [one, two] = tournament.sides;
      expect((await swap({ sideA: one.id, sideB: two.id })).json.warnings).toEqual([tournamentTexts.notDrawn]);
      const drawn = (await draw({ method: 'random' })).json.result;
      expect((await swap({ sideA: one.id, sideB: one.id })).json.warnings).toEqual([tournamentTexts.sameSide]);
      expect((await swap({ sideA: one.id, sideB: randomUUID() })).json.warnings).toEqual([
        tournamentTexts.sideNotInDraw,
      ]);
      const playable = drawn.round.matches.find((match: any) => match.sideA && match.sideB);
      await patch({ round: { match: { sideA: playable.sideA.id, sideB: playable.sideB.id, scoreB: 1 } } });
      const started = await stored();
      const locked = await swap({ sideA: one.id, sideB: two.id });
      expect(locked.json).toMatchObject({ success: false, warnings: [tournamentTexts.drawLocked] });
      expect(await stored()).toEqual(started);
    });

    it('is the organiser’s, and refuses a body without ids', async () => {
      const [one, two] = tournament.sides;
      expect((await swap({ sideA: one.id, sideB: two.id }, server.anonymous)).status).toBe(401);
      expect((await swap({ sideA: one.id, sideB: two.id }, resultEnterer)).status).toBe(403);
      const bad = await swap({ sideA: one.id });
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ errors: { SideB: ['The SideB field is required.'] } });
    });
  });

  describe('PUT', () => {
    it('keeps the draw whatever the body says: only the Draw route makes one', async () => {
      const drawn = (await draw({ method: 'random' })).json.result;
      const { draw: made, ...withoutDraw } = drawn;
      const dropped = await put({ notes: 'No draw sent' }, withoutDraw);
      expect(dropped.json.result.draw).toEqual(made);
      const forged = await put({ draw: { method: 'seeded', made: 'x', order: [] } }, dropped.json.result);
      expect(forged.json.result.draw).toEqual(made);
    });

    it('takes a match edited on the page in the losers bracket, the grand final and a group, moving winners on', async () => {
      const four = await undrawn(4, { format: 'doubleElimination' });
      let current = (await draw({ method: 'random' }, organiser, four.id)).json.result;
      for (const match of current.round.matches)
        current = (await patch({ round: { match: { ...sidesOfMatch(match), scoreA: 2 } } }, resultEnterer, four.id))
          .json.result;
      /** The page's Save after the match dialog: the whole tournament with one match's scores changed. */
      const edited = async (stage: string, roundIndex: number, scoreA: number, scoreB: number) => {
        const copy = structuredClone(current);
        let round = copy[stage];
        for (let r = 0; r < roundIndex; r += 1) round = round.nextRound;
        Object.assign(round.matches[0], { scoreA, scoreB });
        const response = await put(copy, current);
        expect(response.json).toMatchObject({ success: true, errors: [] });
        current = response.json.result;
        return round.matches[0];
      };
      const losersMatch = await edited('losersRound', 0, 1, 2);
      expect(current.losersRound.nextRound.matches[0].sideA.id).toBe(losersMatch.sideB.id);
      // The winners final, then the losers final, then the grand final, each edited as on the page.
      const winnersFinal = await edited('round', 1, 2, 0);
      const losersFinal = await edited('losersRound', 1, 0, 2);
      expect(current.finalRound.matches[0]).toMatchObject({
        sideA: { id: winnersFinal.sideA.id },
        sideB: { id: losersFinal.sideB.id },
      });
      await edited('finalRound', 0, 2, 1);
      expect(current.finalRound.matches[0]).toMatchObject({ scoreA: 2, scoreB: 1 });
      expect(await stored(four.id)).toEqual(current);

      const groupNight = await undrawn(6, { format: 'groups', groupAdvance: 2 });
      const grouped = (await draw({ method: 'random' }, organiser, groupNight.id)).json.result;
      const copy = structuredClone(grouped);
      Object.assign(copy.groups[0].matches[0], { scoreA: 2, scoreB: 0 });
      const groupSaved = await put(copy, grouped);
      expect(groupSaved.json).toMatchObject({ success: true, errors: [] });
      expect(groupSaved.json.result.groups[0].matches[0]).toMatchObject({ scoreA: 2, scoreB: 0 });
    });

    it('lays a drawn tournament out again when its format changes, and refuses once a match has started', async () => {
      const drawn = (await draw({ method: 'random' })).json.result;
      const changed = await put({ grandFinalReset: true }, drawn);
      expect(changed.json.success).toBe(true);
      expect(changed.json.result.draw).toEqual(drawn.draw);
      const playable = changed.json.result.round.matches.find((match: any) => match.sideA && match.sideB);
      await patch({ round: { match: { sideA: playable.sideA.id, sideB: playable.sideB.id, scoreA: 1 } } });
      const started = await stored();
      const refused = await put({ grandFinalReset: false }, started);
      expect(refused.json).toMatchObject({ success: false, warnings: [tournamentTexts.formatLocked] });
      expect(await stored()).toEqual(started);
    });

    it('keeps the organiser’s best of per stage through a format change, where the stage still exists', async () => {
      // Five sides: a bracket of eight, so round 1, the semi-finals and the final.
      const roundBestOf = { rounds: [null, 5], final: 7 };
      const drawn = (await draw({ method: 'random', roundBestOf })).json.result;
      const legsOf = (round: any) => round.matchOptions.map((option: any) => option.numberOfLegs);
      expect([drawn.round, drawn.round.nextRound, drawn.round.nextRound.nextRound].map(legsOf)).toEqual([
        [3, 3, 3, 3],
        [5, 5],
        [7],
      ]);
      const double = (await put({ format: 'doubleElimination' }, drawn)).json;
      expect(double.success).toBe(true);
      const winners = double.result.round;
      // The semi-finals stay best of 5, the final's 7 is now the grand final's; the rest the tournament's.
      expect([winners, winners.nextRound, winners.nextRound.nextRound].map(legsOf)).toEqual([
        [3, 3, 3, 3],
        [5, 5],
        [3],
      ]);
      expect(legsOf(double.result.finalRound)).toEqual([7]);
      expect(chainMatches(double.result.losersRound).length).toBeGreaterThan(0);
      const back = (await put({ format: null }, double.result)).json.result;
      expect([back.round, back.round.nextRound, back.round.nextRound.nextRound].map(legsOf)).toEqual([
        [3, 3, 3, 3],
        [5, 5],
        [7],
      ]);
    });

    it('stores a best of per round of a double elimination: the winners final, each losers round, the grand final', async () => {
      const six = await undrawn(6, { format: 'doubleElimination', grandFinalReset: true });
      // Six sides: a bracket of eight, so three winners rounds and four losers rounds.
      const roundBestOf = { rounds: [null, 5, 7], losersRounds: [null, 5, null, 9], final: 11 };
      const response = await draw({ method: 'random', roundBestOf }, organiser, six.id);
      expect(response.json).toMatchObject({ success: true });
      const legsOf = (round: any) => {
        const legs: number[][] = [];
        for (let r = round; r; r = r.nextRound) legs.push(r.matchOptions.map((option: any) => option.numberOfLegs));
        return legs;
      };
      const read = await stored(six.id);
      expect(legsOf(read.round).map((round) => round[0])).toEqual([3, 5, 7]);
      expect(legsOf(read.losersRound).map((round) => round[0])).toEqual([3, 5, 3, 9]);
      expect(legsOf(read.finalRound)).toEqual([[11], [11]]);
      expect(read.round.nextRound.nextRound.name).toBe('Winners Final');
      expect(read.losersRound.nextRound.nextRound.nextRound.name).toBe('Losers Final');
    });

    it('undoes a draw when a side comes or goes before any match has started, and says to draw again', async () => {
      const drawn = (await draw({ method: 'random' })).json.result;
      const late = aSide('Ivy');
      const added = await put({ sides: [...drawn.sides, late] }, drawn);
      expect(added.json).toMatchObject({ success: true, warnings: [tournamentTexts.drawUndone] });
      for (const key of ['draw', 'round', 'losersRound', 'finalRound', 'groups'])
        expect(added.json.result).not.toHaveProperty(key);
      expect(added.json.result.sides.map((side: any) => side.id)).toContain(late.id);
      expect(await stored()).toEqual(added.json.result);
      const again = (await draw({ method: 'random' })).json.result;
      expect(again.draw.order).toContain(late.id);
    });

    it('refuses a side that would play but was not drawn once a match has started; a no show may be added', async () => {
      const drawn = (await draw({ method: 'random' })).json.result;
      const playable = drawn.round.matches.find((match: any) => match.sideA && match.sideB);
      await patch({ round: { match: { sideA: playable.sideA.id, sideB: playable.sideB.id, scoreA: 1 } } });
      const started = await stored();
      const refused = await put({ sides: [...started.sides, aSide('Ivy')] }, started);
      expect(refused.status).toBe(200);
      expect(refused.json).toMatchObject({ success: false, warnings: [tournamentTexts.sideAddedAfterStart] });
      expect(await stored()).toEqual(started);
      const reserve = { ...aSide('Jo'), noShow: true };
      const kept = await put({ sides: [...started.sides, reserve] }, started);
      expect(kept.json).toMatchObject({ success: true, warnings: [] });
      expect(kept.json.result.draw).toEqual(started.draw);
      expect(kept.json.result.round.matches).toEqual(started.round.matches);
      const playing = await put({ sides: [...started.sides, { ...reserve, noShow: false }] }, kept.json.result);
      expect(playing.json).toMatchObject({ success: false, warnings: [tournamentTexts.sideAddedAfterStart] });
    });

    it('stores every new field and reads it back; a knockout made as before has none of them', async () => {
      const old = await createTournament(organiser, knockoutBody({ seasonId: seed.season }));
      for (const key of [
        'format',
        'draw',
        'boards',
        'losersRound',
        'finalRound',
        'grandFinalReset',
        'groups',
        'groupAdvance',
      ]) {
        expect(old).not.toHaveProperty(key);
      }
      expect(old.sides[0]).not.toHaveProperty('seed');
      expect(old.round.matches[0]).not.toHaveProperty('bye');
      expect(old.round.matches[0]).not.toHaveProperty('board');

      const [a, b, c] = tournament.sides;
      const full = {
        format: 'groups',
        boards: 3,
        groupAdvance: 2,
        grandFinalReset: true,
        sides: tournament.sides.map((side: any, i: number) => (i === 0 ? { ...side, seed: 1 } : side)),
        groups: [
          {
            id: randomUUID(),
            name: 'Group A',
            sides: [a, b, c],
            matches: [{ id: randomUUID(), sideA: a, sideB: b, board: 2 }],
            matchOptions: [{ numberOfLegs: 3 }],
          },
        ],
        losersRound: {
          id: randomUUID(),
          sides: [],
          matches: [{ id: randomUUID(), sideA: c, bye: true }],
          matchOptions: [],
        },
        finalRound: { id: randomUUID(), sides: [], matches: [{ id: randomUUID() }], matchOptions: [] },
      };
      const saved = await put(full, tournament);
      expect(saved.json).toMatchObject({ success: true, result: full });
      expect(await stored()).toEqual(saved.json.result);
    });

    it('refuses a board beyond the limit and a seed given twice, saving nothing', async () => {
      const tooMany = await put({ boards: 33 }, tournament);
      expect(tooMany.status).toBe(400);
      const [a, b] = tournament.sides;
      const twice = await put(
        {
          sides: [
            { ...a, seed: 1 },
            { ...b, seed: 1 },
          ],
        },
        tournament,
      );
      expect(twice.status).toBe(400);
      expect(twice.json.errors).toEqual({ Sides: ['Seed 1 is given to more than one side.'] });
      expect(await stored()).toEqual(tournament);
    });
  });

  describe('PATCH', () => {
    const sidesOf = (match: any) => ({ sideA: match.sideA.id, sideB: match.sideB.id });

    it('gives the boards by itself: the next match ready to play takes the board a finished match frees', async () => {
      tournament = await undrawn(4, { boards: 1 });
      const drawn = (await draw({ method: 'random' })).json.result;
      const [first, second] = drawn.round.matches;
      expect([first.board, second.board]).toEqual([1, undefined]);
      const decided = await patch({ round: { match: { ...sidesOf(first), scoreA: 2 } } });
      const [done, next] = decided.json.result.round.matches;
      expect([done.board, next.board]).toEqual([undefined, 1]);
      expect((await livePoll()).result.data).toEqual(decided.json.result);
    });

    it('puts a match on a board by hand and takes it off, within the venue’s boards', async () => {
      tournament = await undrawn(4);
      const drawn = (await draw({ method: 'random' })).json.result;
      const [first, second] = drawn.round.matches;
      const noBoards = await patch({ board: { matchId: first.id, board: 1 } });
      expect(noBoards.json).toMatchObject({ success: false, warnings: [tournamentTexts.noBoards] });

      const withBoards = (await put({ boards: 2 }, await stored())).json.result;
      const onBoard = (current: any, id: string) => chainMatches(current.round).find((m: any) => m.id === id).board;
      const beyond = await patch({ board: { matchId: first.id, board: 3 } });
      expect(beyond.status).toBe(400);
      expect(beyond.json.errors).toEqual([tournamentTexts.boardNotAtVenue(3, 2)]);
      const set = await patch({ board: { matchId: first.id, board: 2 } });
      expect(set.json).toMatchObject({ success: true, messages: [tournamentTexts.boardSet] });
      expect(onBoard(set.json.result, first.id)).toBe(2);
      expect((await livePoll()).result.data).toEqual(set.json.result);
      // A match not yet started gives its board up to the one put there by hand.
      const moved = await patch({ board: { matchId: second.id, board: 2 } });
      expect(moved.json).toMatchObject({ success: true, messages: [tournamentTexts.boardSet] });
      expect(onBoard(moved.json.result, second.id)).toBe(2);
      expect(onBoard(moved.json.result, first.id)).not.toBe(2);
      // One under way keeps it.
      await patch({ round: { match: { ...sidesOf(second), scoreA: 1 } } });
      const taken = await patch({ board: { matchId: first.id, board: 2 } });
      expect(taken.json).toMatchObject({ success: false, warnings: [tournamentTexts.boardTaken(2)] });
      const cleared = await patch({ board: { matchId: first.id, board: null } });
      expect(cleared.json).toMatchObject({ success: true, messages: [tournamentTexts.boardCleared] });
      expect(withBoards.boards).toBe(2);
      const unknown = await patch({ board: { matchId: unknownId, board: 1 } });
      expect(unknown.json.errors).toEqual([tournamentTexts.matchNotFound]);
    });

    it('keeps a match taken off the boards by hand off them as other matches finish, until put on one by hand', async () => {
      tournament = await undrawn(8, { boards: 2 });
      const drawn = (await draw({ method: 'random' })).json.result;
      const [first, second, third] = drawn.round.matches;
      expect(drawn.round.matches.map((m: any) => m.board)).toEqual([1, 2, undefined, undefined]);
      const off = await patch({ board: { matchId: first.id, board: null } }, organiser);
      expect(off.json).toMatchObject({ success: true, messages: [tournamentTexts.boardCleared] });
      // Board 1 goes to the next ready match; the one taken off is marked and has none.
      expect(off.json.result.round.matches.map((m: any) => m.board)).toEqual([undefined, 2, 1, undefined]);
      expect(off.json.result.round.matches[0]).toMatchObject({ offBoard: true });
      // Another match finishes: its board goes to the next ready match, never to the one kept off.
      const done = await patch({ round: { match: { ...sidesOf(second), scoreA: 2 } } });
      expect(done.json.result.round.matches.map((m: any) => m.board)).toEqual([undefined, undefined, 1, 2]);
      const thirdDone = await patch({ round: { match: { ...sidesOf(third), scoreB: 2 } } });
      expect(thirdDone.json.result.round.matches[0].board).toBeUndefined();
      expect(thirdDone.json.result.round.matches[0].offBoard).toBe(true);
      // It survives a PUT of the whole tournament (the page's Save) and reads back the same.
      const saved = (await put({}, await stored())).json;
      expect(saved).toMatchObject({ success: true });
      expect(saved.result.round.matches[0]).toMatchObject({ offBoard: true });
      expect(saved.result.round.matches[0].board).toBeUndefined();
      // Put on a board by hand again, the mark goes.
      const back = await patch({ board: { matchId: first.id, board: 1 } }, organiser);
      expect(back.json).toMatchObject({ success: true, messages: [tournamentTexts.boardSet] });
      expect(back.json.result.round.matches[0].board).toBe(1);
      expect(back.json.result.round.matches[0]).not.toHaveProperty('offBoard');
      expect(await stored()).toEqual(back.json.result);
    });

    it('scores a group match and a losers-bracket match, and refuses a group or round that is not there', async () => {
      const [a, b, c] = tournament.sides;
      const groupId = randomUUID();
      const withParts = (
        await put(
          {
            format: 'groups',
            groups: [
              {
                id: groupId,
                name: 'Group A',
                sides: [a, b, c],
                matches: [{ id: randomUUID(), sideA: a, sideB: b }],
                matchOptions: [{ numberOfLegs: 3 }],
              },
            ],
            losersRound: { sides: [], matches: [{ sideA: b, sideB: c }], matchOptions: [] },
          },
          tournament,
        )
      ).json.result;
      const groupMatch = await patch({
        group: { id: groupId, match: { ...sidesOf(withParts.groups[0].matches[0]), scoreA: 2 } },
      });
      expect(groupMatch.json).toMatchObject({ success: true, messages: [tournamentTexts.matchUpdated] });
      expect(groupMatch.json.result.groups[0].matches[0]).toMatchObject({ scoreA: 2 });
      const losers = await patch({
        losersRound: { match: { ...sidesOf(withParts.losersRound.matches[0]), scoreB: 1 } },
      });
      expect(losers.json.result.losersRound.matches[0]).toMatchObject({ scoreB: 1 });

      const noGroup = await patch({ group: { id: unknownId, match: { sideA: a.id, sideB: b.id, scoreA: 1 } } });
      expect(noGroup.json).toMatchObject({ success: false, errors: [tournamentTexts.groupMissing] });
      const noFinal = await patch({ finalRound: { match: { sideA: a.id, sideB: b.id, scoreA: 1 } } });
      expect(noFinal.json).toMatchObject({ success: false, errors: [tournamentTexts.roundMissing] });
      expect(await stored()).toEqual(losers.json.result);
    });

    it('opens a scoring session on a group match, as on any bracket match', async () => {
      const [a, b, c] = tournament.sides;
      const matchId = randomUUID();
      await put(
        {
          format: 'groups',
          groups: [
            {
              id: randomUUID(),
              name: 'A',
              sides: [a, b, c],
              matches: [{ id: matchId, sideA: a, sideB: b }],
              matchOptions: [{ numberOfLegs: 3 }],
            },
          ],
        },
        tournament,
      );
      const added = await resultEnterer.post(`/api/Tournament/${tournament.id}`, { matchId });
      expect(added.json).toMatchObject({ success: true, messages: [tournamentTexts.saygAdded] });
      const saygId = added.json.result.groups[0].matches[0].saygId;
      const sayg = (await server.anonymous.get(`/api/Sayg/${saygId}`)).json;
      expect(sayg).toMatchObject({ yourName: 'Ann', opponentName: 'Bob', numberOfLegs: 3, tournamentMatchId: matchId });
    });
  });
});
