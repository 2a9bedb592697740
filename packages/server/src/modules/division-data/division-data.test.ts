import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownFeatures } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { seedLargeLeague } from '../../../test/fixtures/large-league.js';
import { insertLeagueRecords } from '../../../test/fixtures/league-records.js';
import { ids, testLeague } from '../../../test/fixtures/testing-league.js';

/** GET /api/Division/Data and its calendar feed (§5.6). */
const fresh = { 'cache-control': 'no-cache' };
const premier = `divisionId=${ids.premier}&seasonId=${ids.season}`;
const dateEntry = (body: any, date: string) =>
  body.fixtures.find((d: { date: string }) => d.date === `${date}T00:00:00`);
const row = (body: any, date: string, id: string) =>
  dateEntry(body, date).fixtures.find((f: { id: string }) => f.id === id);
const rowIds = (entry: any) => entry.fixtures.map((f: { id: string }) => f.id);

describe.each(testDatabases)('division data on %s', (kind) => {
  let server: TestServer;
  let signedIn: TestClient;
  const data = async (query: string, client?: TestClient, headers: Record<string, string> = fresh) =>
    (client ?? server.anonymous).get(`/api/Division/Data?${query}`, headers);

  beforeAll(async () => {
    server = await startTestServer(kind);
    await insertLeagueRecords(server.handle.db, server.clock, testLeague);
    signedIn = await server.signIn([]);
  });
  afterAll(() => server.close());

  describe('league table', () => {
    it('ranks the teams with the numbers of the counted results only', async () => {
      const response = await data(premier);
      expect(response.status).toBe(200);
      expect(response.json.teams).toEqual([
        expect.objectContaining({
          id: ids.alpha,
          rank: 1,
          played: 1,
          points: 2,
          fixturesWon: 1,
          fixturesLost: 0,
          fixturesDrawn: 0,
          matchesWon: 6,
          matchesLost: 2,
          winRate: 17,
          lossRate: 9,
          difference: 8,
        }),
        expect.objectContaining({
          id: ids.charlie,
          rank: 2,
          played: 1,
          points: 1,
          fixturesDrawn: 1,
          matchesWon: 4,
          matchesLost: 4,
          winRate: 14,
          lossRate: 15,
          difference: -1,
        }),
        expect.objectContaining({
          id: ids.bravo,
          rank: 3,
          played: 2,
          points: 1,
          fixturesLost: 1,
          fixturesDrawn: 1,
          winRate: 24,
          lossRate: 31,
          difference: -7,
        }),
        // Registered in no season at all: in every season's list.
        expect.objectContaining({ id: ids.foxtrot, rank: 4, played: 0, points: 0, address: 'the anchor ' }),
      ]);
      const [alphaRow, , bravoRow] = response.json.teams;
      expect(alphaRow).toMatchObject({
        name: 'Alpha',
        address: 'The Anchor',
        division: { id: ids.premier, name: 'Premier', superleague: false },
        updated: expect.any(String),
      });
      expect(bravoRow.address).toBe('Bravo');
      expect(response.json.teams[3].division).toBeUndefined();
    });

    it('includes fixtures outside the season dates only with ignoreDates', async () => {
      const alpha = async (query: string) =>
        (await data(query)).json.teams.find((t: { id: string }) => t.id === ids.alpha);
      expect((await alpha(premier)).played).toBe(1);
      expect((await alpha(`${premier}&ignoreDates=true`)).played).toBe(2);
    });

    it('uses the season asked for', async () => {
      const body = (await data(`divisionId=${ids.premier}&seasonId=${ids.lastSeason}`)).json;
      expect(body.season).toMatchObject({ id: ids.lastSeason, isCurrent: false, startDate: '2025-09-01T00:00:00' });
      expect(body.teams.map((t: { id: string }) => t.id)).toEqual([ids.bravo, ids.foxtrot, ids.alpha]);
      expect(body.teams[0]).toMatchObject({ points: 2, matchesWon: 8 });
    });
  });

  describe('fixtures', () => {
    it('lists each date with its fixtures, unselected-team rows and notes, in order', async () => {
      const body = (await data(premier)).json;
      expect(body.fixtures.map((d: { date: string }) => d.date.slice(0, 10))).toEqual([
        '2026-10-01',
        '2026-10-08',
        '2026-10-15',
        '2026-10-22',
        '2026-10-29',
        '2026-11-05',
        '2026-11-26',
        '2026-12-03',
      ]);
      const first = dateEntry(body, '2026-10-01');
      expect(rowIds(first)).toEqual([ids.g(1), ids.charlie, ids.foxtrot]);
      expect(first.fixtures[0]).toEqual({
        id: ids.g(1),
        homeTeam: { id: ids.alpha, name: 'Alpha', address: 'The Anchor' },
        awayTeam: { id: ids.bravo, name: 'Bravo', address: 'Bravo' },
        homeScore: 6,
        awayScore: 2,
        postponed: false,
        isKnockout: false,
        accoladesCount: true,
        proposal: false,
        fixturesUsingAddress: [],
        homeDivision: expect.objectContaining({ id: ids.premier }),
        awayDivision: expect.objectContaining({ id: ids.premier }),
      });
      expect(first.fixtures[1]).toEqual({
        id: ids.charlie,
        homeTeam: { id: ids.charlie, name: 'Charlie', address: 'The Crown, High St; Town' },
        postponed: false,
        isKnockout: false,
        accoladesCount: true,
        proposal: false,
        fixturesUsingAddress: [],
        homeDivision: expect.objectContaining({ id: ids.premier }),
      });
      expect(first.tournamentFixtures).toEqual([]);
      expect(first.notes).toEqual([
        expect.objectContaining({
          id: ids.note(1),
          note: 'Cup draw tonight',
          date: '2026-10-01T00:00:00',
          seasonId: ids.season,
        }),
      ]);
      expect(first.notes[0].divisionId).toBeUndefined();
    });

    it('shows scores only for complete, published cards; marks knockout dates on unselected rows', async () => {
      const body = (await data(premier)).json;
      expect(row(body, '2026-10-08', ids.g(2))).toMatchObject({ homeScore: 4, awayScore: 4 });
      expect(row(body, '2026-10-15', ids.g(3))).toMatchObject({ postponed: true });
      expect(row(body, '2026-10-22', ids.g(4))).toMatchObject({ isKnockout: true, homeScore: 1, awayScore: 3 });
      expect(row(body, '2026-10-22', ids.bravo)).toMatchObject({ isKnockout: true });
      expect(row(body, '2026-10-29', ids.g(5)).homeScore).toBeUndefined();
      expect(row(body, '2026-11-26', ids.g(6)).homeScore).toBeUndefined();
      // Delta (Division One) playing in the Premier: listed in both divisions.
      expect(row(body, '2026-11-05', ids.g(8))).toMatchObject({
        homeDivision: { id: ids.divisionOne },
        awayDivision: { id: ids.premier },
      });
      expect(rowIds(dateEntry(body, '2026-12-03'))).toEqual([ids.alpha, ids.bravo, ids.charlie, ids.foxtrot]);
    });

    it("shows a division's notes and the notes for all divisions, never another division's", async () => {
      const premierBody = (await data(premier)).json;
      expect(dateEntry(premierBody, '2026-10-08').notes).toEqual([]);
      const divisionOne = (await data(`divisionId=${ids.divisionOne}&seasonId=${ids.season}`)).json;
      expect(divisionOne.fixtures.map((d: { date: string }) => d.date.slice(0, 10))).toEqual([
        '2026-10-01',
        '2026-10-08',
        '2026-11-05',
        '2026-11-12',
      ]);
      expect(dateEntry(divisionOne, '2026-10-01').notes.map((n: { id: string }) => n.id)).toEqual([ids.note(1)]);
      expect(dateEntry(divisionOne, '2026-10-08')).toMatchObject({
        notes: [{ id: ids.note(2), divisionId: ids.divisionOne }],
      });
      expect(rowIds(dateEntry(divisionOne, '2026-10-08'))).toEqual([ids.delta, ids.echo, ids.foxtrot]);
      expect(rowIds(dateEntry(divisionOne, '2026-11-05'))).toEqual([ids.g(8), ids.echo, ids.foxtrot]);
    });

    it('filters by date without unselected rows, by team, and drops unselected rows with excludeProposals', async () => {
      const byDate = (await data(`${premier}&date=2026-10-01`)).json;
      expect(byDate.fixtures).toHaveLength(1);
      expect(rowIds(byDate.fixtures[0])).toEqual([ids.g(1)]);
      expect(byDate.fixtures[0].notes).toHaveLength(1);
      expect(byDate.teams).toHaveLength(4);

      const byTeam = (await data(`${premier}&teamId=${ids.bravo}`)).json;
      expect(byTeam.teams).toEqual([expect.objectContaining({ id: ids.bravo, rank: 3 })]);
      expect(new Set(byTeam.players.map((p: { teamId: string }) => p.teamId))).toEqual(new Set([ids.bravo]));
      expect(byTeam.fixtures.flatMap(rowIds)).toEqual([ids.g(1), ids.g(2), ids.g(5), ids.g(6), ids.bravo]);

      const noSlots = (await data(`${premier}&excludeProposals=true`)).json;
      expect(noSlots.fixtures.flatMap(rowIds)).toEqual([
        ids.g(1),
        ids.g(2),
        ids.g(3),
        ids.g(4),
        ids.g(5),
        ids.g(8),
        ids.g(6),
      ]);
    });

    it("gives ManageGames the fixtures of other divisions at an unselected team's venue and their dates", async () => {
      const manager = await server.signIn(['ManageGames']);
      const body = (await data(premier, manager)).json;
      const foxtrot = dateEntry(body, '2026-10-01').fixtures.find((f: { id: string }) => f.id === ids.foxtrot);
      expect(foxtrot.fixturesUsingAddress).toEqual([
        {
          id: ids.g(7),
          divisionId: ids.divisionOne,
          home: { id: ids.delta, name: 'Delta' },
          away: { id: ids.echo, name: 'Echo' },
        },
      ]);
      expect(rowIds(dateEntry(body, '2026-11-12'))).toEqual([ids.alpha, ids.bravo, ids.charlie, ids.foxtrot]);
      expect(dateEntry((await data(premier)).json, '2026-11-12')).toBeUndefined();

      // For one team, other divisions' dates are not listed, but its row still shows the venue's fixtures.
      const oneTeam = (await data(`${premier}&teamId=${ids.foxtrot}`, manager)).json;
      expect(oneTeam.fixtures.map((d: { date: string }) => d.date.slice(0, 10))).toEqual(['2026-10-01', '2026-12-03']);
      expect(row(oneTeam, '2026-10-01', ids.foxtrot).fixturesUsingAddress).toEqual(foxtrot.fixturesUsingAddress);
      expect(row(oneTeam, '2026-12-03', ids.foxtrot).fixturesUsingAddress).toEqual([]);
    });
  });

  // Issue #28, spec 1 §4: a note the season no longer spans (it was shortened) stays with those
  // who may edit notes, so they can move or delete it; visitors and ManageGames do not see it.
  describe('notes outside the season dates', () => {
    const afterEnd = { id: ids.note(8), date: '2027-05-14', note: 'Presentation night' };
    const beforeStart = { id: ids.note(9), date: '2026-08-28', note: 'Pre-season friendly' };
    const datesOf = (body: any) => body.fixtures.map((d: { date: string }) => d.date.slice(0, 10));
    beforeAll(async () => {
      await insertLeagueRecords(server.handle.db, server.clock, {
        notes: [afterEnd, beforeStart].map((n) => ({ ...n, seasonId: ids.season, divisionId: ids.premier })),
      });
    });
    afterAll(async () => {
      await server.handle.db.deleteFrom('note').where('id', 'in', [afterEnd.id, beforeStart.id]).execute();
    });

    it('are left out for visitors and for accounts that may not edit notes', async () => {
      for (const client of [undefined, signedIn, await server.signIn(['ManageGames', 'ManageTournaments'])]) {
        const dates = datesOf((await data(premier, client)).json);
        expect(dates).not.toContain(afterEnd.date);
        expect(dates).not.toContain(beforeStart.date);
      }
    });

    it('are listed for ManageNotes on their own dates, with no team rows or proposed venues', async () => {
      const manager = await server.signIn(['ManageNotes', 'ManageGames', 'ManageTournaments']);
      const body = (await data(premier, manager)).json;
      expect(datesOf(body)[0]).toBe(beforeStart.date);
      expect(datesOf(body).at(-1)).toBe(afterEnd.date);
      for (const note of [afterEnd, beforeStart]) {
        expect(dateEntry(body, note.date)).toEqual({
          date: `${note.date}T00:00:00`,
          fixtures: [],
          tournamentFixtures: [],
          notes: [expect.objectContaining({ id: note.id, note: note.note, divisionId: ids.premier })],
        });
      }
      // A date within the season still offers its team rows.
      expect(rowIds(dateEntry(body, '2026-12-03'))).toEqual([ids.alpha, ids.bravo, ids.charlie, ids.foxtrot]);
    });

    it('can be moved into the season, where everyone sees it, or deleted', async () => {
      const editor = await server.signIn(['ManageNotes']);
      const listed = dateEntry((await data(premier, editor)).json, afterEnd.date).notes[0];
      const moved = await editor.put(`/api/Note/${afterEnd.id}`, {
        date: '2027-04-29',
        note: afterEnd.note,
        seasonId: ids.season,
        divisionId: ids.premier,
        lastUpdated: listed.updated,
      });
      expect(moved.json.success).toBe(true);
      expect(dateEntry((await data(premier)).json, '2027-04-29').notes).toEqual([
        expect.objectContaining({ id: afterEnd.id }),
      ]);
      expect((await editor.delete(`/api/Note/${beforeStart.id}`)).json.success).toBe(true);
      expect(datesOf((await data(premier, editor)).json)).not.toContain(beforeStart.date);
    });
  });

  describe('players', () => {
    it('ranks players who played; hides the rest from viewers but not from ManagePlayers', async () => {
      const viewer = (await data(premier)).json.players;
      expect(viewer).toHaveLength(9);
      expect(viewer.map((p: { rank: number }) => p.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(viewer.find((p: { id: string }) => p.id === ids.idleIvan)).toBeUndefined();
      const alphaOne = viewer.find((p: { name: string }) => p.name === 'Alpha One');
      expect(alphaOne).toMatchObject({
        teamId: ids.alpha,
        team: 'Alpha',
        captain: true,
        points: 4,
        winPercentage: 25,
        singles: { matchesPlayed: 4, matchesWon: 1, matchesLost: 3, winRate: 4, lossRate: 8 },
        pairs: { matchesPlayed: 1, matchesWon: 1, matchesLost: 0, winRate: 2, lossRate: 1 },
        division: { id: ids.premier },
        gender: 'Male',
        updated: expect.any(String),
        fixtures: { '2026-10-01T00:00:00': ids.g(1), '2026-10-22T00:00:00': ids.g(4) },
      });
      expect(viewer.find((p: { name: string }) => p.name === 'Alpha Three')).toMatchObject({
        oneEighties: 1,
        captain: false,
      });
      expect(viewer.find((p: { name: string }) => p.name === 'Bravo Three')).toMatchObject({ over100Checkouts: 120 });

      const manager = await server.signIn(['ManagePlayers']);
      const all = (await data(premier, manager)).json.players;
      expect(all).toHaveLength(10);
      expect(all.find((p: { id: string }) => p.id === ids.idleIvan)).toMatchObject({
        points: 0,
        rank: 10,
        captain: false,
        fixtures: {},
      });
    });
  });

  describe('several divisions', () => {
    it('answers the same for comma-separated and repeated ids, in any order', async () => {
      const comma = await data(`divisionId=${ids.premier},${ids.divisionOne}&seasonId=${ids.season}`);
      const repeated = await data(`divisionId=${ids.divisionOne}&divisionId=${ids.premier}&seasonId=${ids.season}`);
      expect(repeated.json).toEqual(comma.json);
      expect(comma.json.id).toBeUndefined();
      expect(comma.json.name).toBe('Division One & Premier');
      expect(comma.json.teams.map((t: { name: string }) => t.name)).toEqual([
        'Alpha',
        'Delta',
        'Charlie',
        'Bravo',
        'Foxtrot',
        'Echo',
      ]);
      expect(rowIds(dateEntry(comma.json, '2026-10-01'))).toEqual([ids.g(1), ids.charlie, ids.g(7), ids.foxtrot]);
    });

    it('takes every division of the season when only the season is given', async () => {
      const body = (await data(`seasonId=${ids.season}`)).json;
      expect(body.name).toBe('Division One & Premier');
      expect(body.teams).toHaveLength(6);
    });
  });

  describe('data errors', () => {
    it('reports computed inconsistencies to signed-in users only', async () => {
      expect((await data(premier)).json.dataErrors).toEqual([]);
      expect((await data(premier, signedIn)).json.dataErrors).toEqual([
        { message: `Potential cross-division team found: ${ids.delta}`, gameId: ids.g(8), teamId: ids.delta },
      ]);
    });

    it.each([
      [`divisionId=${ids.unknown}`, { id: ids.unknown }, `Requested division (${ids.unknown}) was not found`],
      [
        `divisionId=${ids.unknown},${ids.idleIvan}&seasonId=${ids.season}`,
        {},
        `Requested division (${ids.unknown}, ${ids.idleIvan}) was not found`,
      ],
      [
        `divisionId=${ids.oldDivision}`,
        { id: ids.oldDivision },
        `Requested division (Old Division / ${ids.oldDivision}) has been deleted 1 Oct 2026 12:00:00`,
      ],
      [`divisionId=${ids.premier}&seasonId=${ids.unknown}`, { id: ids.premier, name: 'Premier' }, 'Season not found'],
      [
        `divisionId=${ids.divisionOne}&date=2027-10-01`,
        { id: ids.divisionOne, name: 'Division One' },
        'Season not found',
      ],
      ['', {}, 'SeasonId and/or DivisionId must be supplied'],
    ])('answers %s with only the data error, to everyone', async (query, heading, message) => {
      const response = await data(query);
      expect(response.status).toBe(200);
      expect(response.json).toEqual({
        ...heading,
        superleague: false,
        teams: [],
        fixtures: [],
        players: [],
        dataErrors: [{ message }],
      });
    });

    it.each([
      ['divisionId=not-a-division', 'DivisionId', "The value 'not-a-division' is not valid."],
      [`divisionId=${ids.premier}&seasonId=123`, 'SeasonId', "The value '123' is not valid."],
      [`divisionId=${ids.premier}&date=2026-13-45`, 'Date', "The value '2026-13-45' is not valid."],
      [`divisionId=${ids.premier}&ignoreDates=perhaps`, 'IgnoreDates', "The value 'perhaps' is not valid."],
    ])('refuses %s with a 400 validation problem', async (query, field, message) => {
      const response = await data(query);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(response.json).toMatchObject({ status: 400, errors: { [field]: [message] } });
    });
  });

  describe('season choice and output conventions', () => {
    it('picks the season containing the date (or today) that includes the division', async () => {
      expect((await data(`divisionId=${ids.premier}`)).json.season).toMatchObject({ id: ids.season, isCurrent: true });
      expect((await data(`divisionId=${ids.premier}&date=2027-10-01`)).json.season.id).toBe(ids.nextSeason);
    });

    it('reads parameter names in any case, under /data too, and writes no nulls', async () => {
      const response = await server.anonymous.get(
        `/data/api/division/data?DIVISIONID=${ids.premier.toUpperCase()}&SeasonId=${ids.season}`,
        fresh,
      );
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({
        id: ids.premier,
        name: 'Premier',
        superleague: false,
        updated: expect.any(String),
      });
      expect(response.json.season).toMatchObject({
        startDate: '2026-09-01T00:00:00',
        fixtureStartTime: '19:30:00',
        fixtureDuration: 4,
      });
      expect(response.text).not.toMatch(/null/);
      const uuids = response.text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi) ?? [];
      expect(uuids.filter((id) => id !== id.toLowerCase())).toEqual([]);
      const dates = response.text.match(/"\d{4}-\d{2}-\d{2}T[^"]*"/g) ?? [];
      expect(dates.filter((d) => !/T00:00:00"$/.test(d) && !/\.\d{7}Z"$/.test(d))).toEqual([]);
    });
  });

  describe('VetoScores (contract §13.3)', () => {
    let features: TestClient;
    beforeAll(async () => {
      features = await server.signIn(['ManageFeatures']);
      const set = await features.put('/api/Feature', {
        id: knownFeatures.VetoScores.id,
        configuredValue: '45.00:00:00',
      });
      expect(set.json.success).toBe(true);
    });
    afterAll(async () => {
      await features.put('/api/Feature', { id: knownFeatures.VetoScores.id, configuredValue: null });
    });

    it('hides scores, and their effect on the tables, until the date plus the delay', async () => {
      const body = (await data(premier, signedIn)).json;
      expect(row(body, '2026-10-01', ids.g(1))).toMatchObject({ homeScore: 6, awayScore: 2 });
      expect(row(body, '2026-10-08', ids.g(2))).not.toHaveProperty('homeScore');
      expect(body.teams.find((t: { id: string }) => t.id === ids.bravo).played).toBe(1);
      expect(body.teams.find((t: { id: string }) => t.id === ids.charlie).played).toBe(0);
    });

    it('shows them to ManageScores', async () => {
      const scorer = await server.signIn(['ManageScores']);
      const body = (await data(premier, scorer)).json;
      expect(row(body, '2026-10-08', ids.g(2))).toMatchObject({ homeScore: 4, awayScore: 4 });
      expect(body.teams.find((t: { id: string }) => t.id === ids.bravo).played).toBe(2);
    });
  });

  describe('calendar feed (contract §5.6)', () => {
    /** Checks the RFC 5545 framing and returns each VEVENT's unfolded properties. */
    function parseCalendar(text: string): Array<Record<string, string>> {
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      expect(text).not.toContain('\uFFFD');
      const physical = text.slice(0, -2).split('\r\n');
      for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      const lines = text
        .slice(0, -2)
        .replace(/\r\n[ \t]/g, '')
        .split('\r\n');
      const open: string[] = [];
      const events: Array<Record<string, string>> = [];
      for (const line of lines) {
        const [, name = '', value = ''] = /^([A-Z-]+(?:;[^:]*)?):(.*)$/.exec(line) ?? [];
        expect(name, line).not.toBe('');
        if (name === 'BEGIN') {
          open.push(value);
          if (value === 'VEVENT') events.push({});
        } else if (name === 'END') expect(open.pop()).toBe(value);
        else if (open.at(-1) === 'VEVENT') events.at(-1)![name] = value;
      }
      expect(open).toEqual([]);
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      return events;
    }

    it('renders one event per fixture and note, at the season times, folded and escaped', async () => {
      const response = await data(`${premier}&content-type=text/calendar`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="Darts League - 2026-27\.ics"/,
      );
      expect(response.text).toMatch(/\r\nVERSION:2\.0\r\n/);
      expect(response.text).toMatch(/\r\nMETHOD:PUBLISH\r\n/);
      expect(response.text).toMatch(/\r\nX-WR-CALNAME:Darts League - 2026\/27\r\n/);
      expect(response.text).toMatch(/\r\nTZID:Europe\/London\r\n/);
      const events = parseCalendar(response.text);
      expect(events.map((e) => e.UID).sort()).toEqual(
        [ids.g(1), ids.g(2), ids.g(3), ids.g(4), ids.g(5), ids.g(6), ids.g(8), ids.note(1), ids.note(4)].sort(),
      );
      const byId = new Map(events.map((e) => [e.UID, e]));
      expect(byId.get(ids.g(1))).toMatchObject({
        'DTSTART;TZID=Europe/London': '20261001T193000',
        'DTEND;TZID=Europe/London': '20261001T233000',
        SUMMARY: '🎯 Alpha 6 - 2 Bravo',
        LOCATION: 'The Anchor',
        URL: expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/score/${ids.g(1)}$`)),
        STATUS: 'CONFIRMED',
        DTSTAMP: expect.stringMatching(/^\d{8}T\d{6}Z$/),
      });
      expect(byId.get(ids.g(6))!.SUMMARY).toBe('🎯 Alpha v Bravo');
      expect(byId.get(ids.g(3))).toMatchObject({ STATUS: 'CANCELLED', LOCATION: 'The Crown\\, High St\\; Town' });
      expect(byId.get(ids.note(4))).toMatchObject({
        'DTSTART;VALUE=DATE': '20261203',
        'DTEND;VALUE=DATE': '20261204',
        SUMMARY:
          '🏷️ Christmas party at The Crown\\; food\\, drinks & prizes\\, \\\\ all welcome!\\nBring a friend 🎄 — everyone is welcome\\, really.',
      });
    });

    it('answers Accept: text/calendar, one team only, and the default times of a season without them', async () => {
      const forBravo = await data(`${premier}&teamId=${ids.bravo}`, undefined, { ...fresh, accept: 'text/calendar' });
      expect(
        parseCalendar(forBravo.text)
          .map((e) => e.UID)
          .sort(),
      ).toEqual([ids.g(1), ids.g(2), ids.g(5), ids.g(6), ids.note(1), ids.note(4)].sort());
      const last = await data(`divisionId=${ids.premier}&seasonId=${ids.lastSeason}&content-type=text/calendar`);
      expect(parseCalendar(last.text)).toEqual([
        expect.objectContaining({
          'DTSTART;TZID=Europe/London': '20260115T200000',
          'DTEND;TZID=Europe/London': '20260115T230000',
          LOCATION: 'Bravo',
        }),
      ]);
    });
  });

  describe('anonymous cache (contract §1.12)', () => {
    const rename = (name: string) =>
      server.handle.db.updateTable('team').set({ name }).where('id', '=', ids.charlie).execute();
    const charlieName = async (query: string, client?: TestClient, headers: Record<string, string> = {}) =>
      (await data(query, client, headers)).json.teams.find((t: { id: string }) => t.id === ids.charlie).name;
    afterAll(async () => {
      await rename('Charlie');
    });

    it('serves anonymous callers from the cache, whatever the order of the ids; no-cache replaces the entry', async () => {
      const both = (order: string[]) => `divisionId=${order.join(',')}&seasonId=${ids.season}`;
      expect(await charlieName(both([ids.premier, ids.divisionOne]))).toBe('Charlie');
      await rename('Charlie Two');
      expect(await charlieName(both([ids.divisionOne, ids.premier]))).toBe('Charlie');
      expect(await charlieName(both([ids.premier, ids.divisionOne]), signedIn)).toBe('Charlie Two');
      expect(await charlieName(both([ids.premier, ids.divisionOne]), undefined, fresh)).toBe('Charlie Two');
      expect(await charlieName(both([ids.divisionOne, ids.premier]))).toBe('Charlie Two');
    });

    it('lets a write that touches the division evict the cached answer', async () => {
      expect(await charlieName(premier, undefined, fresh)).toBe('Charlie Two');
      await rename('Charlie Three');
      expect(await charlieName(premier)).toBe('Charlie Two');
      const notes = await server.signIn(['ManageNotes']);
      const added = await notes.post('/api/Note', {
        date: '2026-12-10',
        note: 'Added',
        seasonId: ids.season,
        divisionId: ids.premier,
      });
      expect(added.json.success).toBe(true);
      const body = (await data(premier, undefined, {})).json;
      expect(body.teams.find((t: { id: string }) => t.id === ids.charlie).name).toBe('Charlie Three');
      expect(dateEntry(body, '2026-12-10').notes).toEqual([expect.objectContaining({ note: 'Added' })]);
    });
  });
});

describe.each(testDatabases)('the benchmark league on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('seeds a double round robin of full results that division data reads back', async () => {
    const league = await seedLargeLeague(server.handle.db, server.clock, {
      divisions: 2,
      teamsPerDivision: 4,
      playersPerTeam: 8,
    });
    expect(league).toMatchObject({ teams: 8, players: 64, games: 2 * 12 });
    const body = (await server.anonymous.get(`/api/Division/Data?divisionId=${league.divisionIds[1]}`)).json;
    expect(body.season).toMatchObject({ id: league.seasonId, isCurrent: true });
    expect(body.teams.map((t: { played: number }) => t.played)).toEqual([6, 6, 6, 6]);
    expect(body.fixtures).toHaveLength(6);
    for (const date of body.fixtures) {
      for (const fixture of date.fixtures) expect(fixture.homeScore + fixture.awayScore).toBe(8);
    }
    expect(body.players).toHaveLength(32);
  });
});
