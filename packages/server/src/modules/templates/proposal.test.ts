import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalResultDto, type DivisionFixtureDto, type ProposalResultDto } from '@darts/contract';
import { doubleRoundRobinTemplate, seasonHealthCheckNames, type SeasonTemplate } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { addDivision, addGame, addSeason, addTeam, rowCount } from '../../../test/fixture-seed.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';

/** The same template with each division's codes renamed (`A` → `E`, …), so codes differ between divisions. */
function renamed(template: SeasonTemplate, division: number, codes: Record<string, string>): SeasonTemplate {
  const rename = (code: string) => codes[code] ?? code;
  return {
    ...template,
    divisions: template.divisions.map((d, index) =>
      index !== division
        ? d
        : {
            sharedAddresses: d.sharedAddresses.map((group) => group.map(rename)),
            dates: d.dates.map((date) => ({
              fixtures: date.fixtures.map((f) =>
                f.away ? { home: rename(f.home), away: rename(f.away) } : { home: rename(f.home) },
              ),
            })),
          },
    ),
  };
}

/** `GET /api/Template/ForSeason/{seasonId}` and `POST /api/Template/Propose/`. */
describe.each(testDatabases)('template proposals on %s', (kind) => {
  let server: TestServer;
  let secretary: TestClient;
  let templates: TestClient;
  let season: string;
  let divisions: string[];
  /** Team ids by name. */
  const team: Record<string, string> = {};
  let fitting: string;
  let threeDivisions: string;
  let otherCodes: string;
  let removed: string;
  let threeASide: string;

  const saveTemplate = async (name: string, body: SeasonTemplate) => {
    const response = await templates.put('/api/Template', { name, ...body });
    expect(response.json, JSON.stringify(response.json)).toMatchObject({ success: true });
    return response.json.result.id as string;
  };
  const counts = async () => [await rowCount(server.handle.db, 'game'), await rowCount(server.handle.db, 'template')];
  const propose = async (body: Record<string, unknown>, caller = secretary) => {
    const response = await caller.post('/api/Template/Propose/', { seasonId: season, templateId: fitting, ...body });
    return response;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.handle.db;
    secretary = await server.signIn(['ManageGames']);
    templates = await server.signIn(['ManageSeasonTemplates']);
    // Seeded divisions share a created stamp, so the season lists them by name.
    divisions = [await addDivision(db, 'Division 1'), await addDivision(db, 'Division 2')];
    const superleague = await addDivision(db, 'Superleague');
    await db.updateTable('division').set({ superleague: 1 }).where('id', '=', superleague).execute();
    season = await addSeason(db, {
      name: '2026/27',
      startDate: '2026-09-07',
      endDate: '2027-05-31',
      divisionIds: [...divisions, superleague],
    });
    const register = async (name: string, divisionId: string, address?: string, deleted = false) => {
      team[name] = await addTeam(db, {
        name,
        ...(address ? { address } : {}),
        seasons: [{ seasonId: season, divisionId, deleted }],
      });
    };
    // Division 1: Crown and Crown Too share a pub.
    await register('Crown', divisions[0]!, 'The Crown');
    await register('Crown Too', divisions[0]!, 'The Crown');
    await register('Anchor', divisions[0]!);
    await register('Bell', divisions[0]!);
    await register('Removed', divisions[0]!, undefined, true);
    removed = team.Removed!;
    for (const name of ['Eagle', 'Falcon', 'Goose', 'Heron']) await register(name, divisions[1]!);
    await register('Star', superleague);

    const generated = doubleRoundRobinTemplate({ teams: 4, divisions: 2, sharedVenuePairs: 1 });
    fitting = await saveTemplate('Four a side', generated);
    threeDivisions = await saveTemplate('Three divisions', doubleRoundRobinTemplate({ teams: 4, divisions: 3 }));
    otherCodes = await saveTemplate('E to H', renamed(generated, 1, { A: 'E', B: 'F', C: 'G', D: 'H' }));
    threeASide = await saveTemplate('Three a side', doubleRoundRobinTemplate({ teams: 3, divisions: 2 }));
  });
  afterAll(() => server.close());

  describe('ForSeason', () => {
    it('says which templates fit the season, and why the others do not', async () => {
      for (const caller of [secretary, templates]) {
        const response = await caller.get(`/api/Template/ForSeason/${season}/`);
        expect(response.json).toMatchObject({ success: true, errors: [], warnings: [] });
        const byId = new Map(response.json.result.map((inner: { result: { id: string } }) => [inner.result.id, inner]));
        expect(byId.get(fitting)).toMatchObject({ success: true, warnings: [], result: { name: 'Four a side' } });
        expect(byId.get(threeDivisions)).toMatchObject({
          success: false,
          warnings: [
            'Template has 3 divisions, season has 2',
            'Division 1 has 1 shared addresses, template only supports 0',
          ],
        });
      }
    });

    it('answers an unknown season with Season not found, and refuses others (401/403)', async () => {
      expect((await secretary.get(`/data/api/Template/ForSeason/${unknownId}`)).json).toMatchObject({
        success: false,
        errors: ['Season not found'],
      });
      const anonymous = await server.anonymous.get(`/api/Template/ForSeason/${season}`);
      expect([anonymous.status, anonymous.json.warnings]).toEqual([401, ['Not logged in']]);
      const checker = await server.signIn(['RunHealthChecks']);
      const refused = await checker.get(`/api/Template/ForSeason/${season}`);
      expect([refused.status, refused.json.warnings]).toEqual([403, ['Not permitted']]);
    });
  });

  describe('Propose', () => {
    it('proposes both divisions honouring a mapping and shared venues, every team once, no venue twice a date, saving nothing', async () => {
      const before = await counts();
      const response = await propose({ placeholderMappings: { C: team.Goose, A: '' } });
      expect(response.json, JSON.stringify(response.json).slice(0, 500)).toMatchObject({
        success: true,
        errors: [],
        warnings: [],
      });
      const result: ProposalResultDto = proposalResultDto.parse(response.json.result);
      expect(result.season.id).toBe(season);
      expect(result.template.id).toBe(fitting);
      expect(result.assignments).toContainEqual({
        divisionId: divisions[1],
        code: 'C',
        teamId: team.Goose,
        teamName: 'Goose',
        kind: 'mapped',
        reason: 'Chosen by you',
      });
      const crown = result.assignments.filter((a) => a.teamName.startsWith('Crown'));
      expect(crown.map((a) => a.kind)).toEqual(['shared-venue', 'shared-venue']);
      expect(crown[0]!.reason).toMatch(/^Shares The Crown with Crown/);
      expect(result.placeholderMappings.C).toMatchObject({ id: team.Goose, name: 'Goose' });

      // Every active team of each division gets one code; the removed team and the superleague get none.
      for (const [index, names] of [
        ['Anchor', 'Bell', 'Crown', 'Crown Too'],
        ['Eagle', 'Falcon', 'Goose', 'Heron'],
      ].entries()) {
        const assigned = result.assignments.filter((a) => a.divisionId === divisions[index]);
        expect(assigned.map((a) => a.teamName).sort()).toEqual(names);
        expect(new Set(assigned.map((a) => a.code)).size).toBe(4);
      }

      // The division data carries the proposed fixtures, flagged, spread over the season's Mondays.
      expect(result.divisions!.map((d) => d.id)).toEqual(divisions);
      const proposed: { date: string; division: string; fixture: DivisionFixtureDto }[] = result.divisions!.flatMap(
        (division) =>
          division.fixtures.flatMap((date) =>
            date.fixtures.map((fixture) => ({ date: date.date, division: division.id!, fixture })),
          ),
      );
      expect(proposed).toHaveLength(24);
      for (const { fixture } of proposed) {
        expect(fixture).toMatchObject({ proposal: true, accoladesCount: true, isKnockout: false, postponed: false });
        expect(fixture.id).toBe(fixture.homeTeam.id);
        expect(fixture.awayTeam).toBeDefined();
      }
      expect([...new Set(proposed.map((p) => p.date))]).toEqual(
        ['2026-09-07', '2026-11-02', '2026-12-21', '2027-02-15', '2027-04-05', '2027-05-31'].map(
          (d) => `${d}T00:00:00`,
        ),
      );
      for (const date of new Set(proposed.map((p) => p.date))) {
        const venues = proposed.filter((p) => p.date === date).map((p) => p.fixture.homeTeam.address);
        expect(new Set(venues).size, `venues on ${date}`).toBe(venues.length);
        const playing = proposed
          .filter((p) => p.date === date)
          .flatMap((p) => [p.fixture.homeTeam.id, p.fixture.awayTeam!.id]);
        expect(new Set(playing).size).toBe(8);
      }
      expect(result.proposalHealth).toMatchObject({ success: true, errors: [], warnings: [] });
      expect(await counts()).toEqual(before);
    });

    it("adds the proposal beside the season's existing fixtures, and its health counts them", async () => {
      const db = server.handle.db;
      const existing = await addGame(db, {
        seasonId: season,
        divisionId: divisions[1]!,
        date: '2026-09-07',
        home: { id: team.Eagle!, name: 'Eagle' },
        away: { id: team.Falcon!, name: 'Falcon' },
      });
      try {
        const response = await propose({});
        const result = proposalResultDto.parse(response.json.result);
        const firstWeek = result.divisions![1]!.fixtures.find((d) => d.date === '2026-09-07T00:00:00')!;
        expect(firstWeek.fixtures.filter((f) => f.proposal)).toHaveLength(2);
        expect(firstWeek.fixtures.find((f) => !f.proposal)).toMatchObject({
          id: existing,
          homeTeam: { id: team.Eagle },
          awayTeam: { id: team.Falcon },
          proposal: false,
        });
        const twice = result.proposalHealth!.checks[seasonHealthCheckNames.teamOncePerDate]!;
        expect(twice.success).toBe(false);
        expect(twice.errors.join('\n')).toContain('Eagle');
      } finally {
        await db.deleteFrom('game').where('id', '=', existing).execute();
      }
    });

    it.each([
      [
        'an incompatible template',
        () => ({ templateId: threeDivisions }),
        ['Template has 3 divisions, season has 2', 'Division 1 has 1 shared addresses, template only supports 0'],
        [],
      ],
      [
        'a mapping to a team of another division',
        () => ({ templateId: otherCodes, placeholderMappings: { E: team.Anchor } }),
        ['Could not assign all teams to placeholders in the template'],
        ['E: Anchor plays in Division 1, which has no placeholder E'],
      ],
      [
        'a mapping to a removed team',
        () => ({ placeholderMappings: { A: removed } }),
        ['Could not assign all teams to placeholders in the template'],
        ['A: Removed has been removed from this season'],
      ],
      [
        'two placeholders mapped to one team',
        () => ({ placeholderMappings: { A: team.Bell, B: team.Bell } }),
        ['Could not assign all teams to placeholders in the template'],
        ['A and B are all mapped to Bell'],
      ],
      [
        'a team outside the season',
        () => ({ placeholderMappings: { A: team.Star } }),
        ['Could not assign all teams to placeholders in the template'],
        ['A: the chosen team is not in this season'],
      ],
    ])('answers %s with the reasons and saves nothing', async (_, body, warnings, errors) => {
      const before = await counts();
      const response = await propose(body());
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ success: false, errors, warnings, messages: [], trace: [] });
      expect(await counts()).toEqual(before);
    });

    it('answers a season without divisions, an unknown season or template with the reasons', async () => {
      const empty = await addSeason(server.handle.db, {
        name: 'Empty',
        startDate: '2026-09-01',
        endDate: '2027-05-31',
        divisionIds: [],
      });
      expect((await propose({ seasonId: empty })).json).toMatchObject({
        success: false,
        warnings: ['Template has 2 divisions, season has 0'],
      });
      expect((await propose({ seasonId: unknownId })).json).toMatchObject({
        success: false,
        errors: ['Season not found'],
      });
      expect((await propose({ templateId: unknownId })).json).toMatchObject({
        success: false,
        errors: ['Template not found'],
      });
      expect((await propose({ templateId: 'not-an-id' })).status).toBe(400);
    });

    it('says when the weeks run past the season end, still showing the proposal', async () => {
      const short = await addSeason(server.handle.db, {
        name: 'Short',
        startDate: '2026-09-07',
        endDate: '2026-09-30',
        divisionIds: divisions,
      });
      const rosters = [
        ['Crown', 'Crown Too', 'Anchor', 'Bell'],
        ['Eagle', 'Falcon', 'Goose', 'Heron'],
      ];
      for (const [index, names] of rosters.entries()) {
        for (const name of names) {
          await server.handle.db
            .insertInto('teamSeason')
            .values({
              id: crypto.randomUUID(),
              created: '2026-01-01T00:00:00.0000000Z',
              author: 'Seeder',
              updated: '2026-01-01T00:00:00.0000000Z',
              editor: 'Seeder',
              deleted: null,
              remover: null,
              teamId: team[name]!,
              seasonId: short,
              divisionId: divisions[index]!,
            })
            .execute();
        }
      }
      const response = await propose({ seasonId: short });
      expect(response.json).toMatchObject({
        success: false,
        warnings: ['Could not create all fixtures/dates from the template'],
        errors: [
          'Some fixtures will be created after the season ends. You need to update the season end-date to see them. The last fixture was created on 12 Oct 2026',
        ],
      });
      expect(response.json.result.proposalHealth.success).toBe(false);
    });

    it('proposes on the chosen weekday, never on a skipped date, spread over the season (issue #22)', async () => {
      const response = await propose({ weekday: 'thursday', skipDates: ['2026-12-17', '2027-02-18T00:00:00'] });
      expect(response.json).toMatchObject({ success: true, errors: [], warnings: [] });
      const result = proposalResultDto.parse(response.json.result);
      const dates = [...new Set(result.divisions!.flatMap((d) => d.fixtures.map((date) => date.date.slice(0, 10))))];
      // Thursdays from 10 Sep 2026 to 27 May 2027, 17 Dec and 18 Feb skipped: six weeks, first night to last.
      expect(dates).toEqual(['2026-09-10', '2026-10-29', '2026-12-24', '2027-02-11', '2027-04-08', '2027-05-27']);
      expect(result.proposalHealth).toMatchObject({ success: true });
      expect((await propose({ weekday: 'Someday' })).status).toBe(400);
    });

    it('answers a division with more teams than the template as contract §11.2 words it, saving nothing', async () => {
      const before = await counts();
      const response = await propose({ templateId: threeASide });
      expect(response.json).toEqual({
        success: false,
        warnings: ['Could not assign all teams to placeholders in the template'],
        errors: [
          'Division 1: More teams in division than templates support',
          'Division 2: More teams in division than templates support',
        ],
        messages: [],
        trace: [],
      });
      expect(await counts()).toEqual(before);
    });

    it('refuses the signed-out (401) and those without ManageGames (403), saving nothing', async () => {
      const before = await counts();
      const anonymous = await propose({}, server.anonymous);
      expect([anonymous.status, anonymous.json.warnings]).toEqual([401, ['Not logged in']]);
      const refused = await propose({}, templates);
      expect([refused.status, refused.json.warnings]).toEqual([403, ['Not permitted']]);
      expect(await counts()).toEqual(before);
    });
  });
});
