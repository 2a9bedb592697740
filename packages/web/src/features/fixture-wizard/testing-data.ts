import type {
  DivisionDataDto,
  DivisionFixtureDateDto,
  DivisionTeamDto,
  DivisionDto,
  ProposalResultDto,
  TemplateDto,
} from '@darts/contract';
import {
  assignmentReasonText,
  assignPlaceholders,
  doubleRoundRobinTemplate,
  proposeFixtures,
  templateCompatibility,
  toWireDate,
  type ProposalDivision,
} from '@darts/domain';
import { envelope, type FakeRequest, type FakeRoutes } from '../../testing/fake-api';
import { aLeague, aTableRow, aUser } from '../../testing/fixtures';

const updated = '2025-01-01T00:00:00Z';
let counter = 0;
const nextId = () => `20000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

function aTeamRow(name: string, address: string, division: DivisionDto): DivisionTeamDto {
  return aTableRow({ id: nextId(), name, address }, { division });
}

function aTemplate(name: string, shape: Pick<TemplateDto, 'divisions' | 'sharedAddresses'>): TemplateDto {
  return { id: nextId(), updated, name, description: `${name} for the tests`, ...shape };
}

type Stored = { id: string; date: string; divisionId: string; homeId: string; awayId: string };

/**
 * A stateful fake of the league server for the wizard (Winter 2025: Premier with Anchor and Bell
 * sharing the Pub, Crown and Swan; Division One with Dog, Eagle and Fox). Its templates are the
 * domain's double round robin for 4 teams a division with one shared pair (fits) and one with a
 * single division (does not); its proposal runs the domain's own assignment and weekly dates, so a
 * mapping shows in what comes back. `PUT /api/Game/` stores each fixture; `games` lists them.
 */
export function wizardLeague() {
  const league = aLeague();
  const { premier, one, current } = league;
  const teams = [
    aTeamRow('Anchor', 'Pub', premier),
    aTeamRow('Bell', 'Pub', premier),
    aTeamRow('Crown', 'Crown Inn', premier),
    aTeamRow('Swan', 'Swan Inn', premier),
    aTeamRow('Dog', 'Dog Inn', one),
    aTeamRow('Eagle', 'Eagle Inn', one),
    aTeamRow('Fox', 'Fox Inn', one),
  ];
  const byName = (name: string) => teams.find((t) => t.name === name)!;
  const fits = aTemplate('Two fours', doubleRoundRobinTemplate({ teams: 4, divisions: 2, sharedVenuePairs: 1 }));
  const tooSmall = aTemplate('One division', doubleRoundRobinTemplate({ teams: 4, divisions: 1 }));
  const templates = [fits, tooSmall];
  const divisions: ProposalDivision[] = [premier, one].map((d) => ({
    id: d.id,
    name: d.name,
    teams: teams.filter((t) => t.division?.id === d.id),
  }));
  const proposalSeason = { startDate: '2025-09-01', endDate: '2026-04-30', divisions };
  const games: Stored[] = [];

  const fixtureDates = (divisionId: string | undefined): DivisionFixtureDateDto[] => {
    const dates = [...new Set(games.map((g) => g.date))].sort();
    return dates.map((date) => ({
      date: toWireDate(date),
      fixtures: games
        .filter((g) => g.date === date && (!divisionId || g.divisionId === divisionId))
        .map((g) => {
          const home = teams.find((t) => t.id === g.homeId)!;
          const away = teams.find((t) => t.id === g.awayId)!;
          return {
            id: g.id,
            homeTeam: { id: home.id, name: home.name, address: home.address },
            awayTeam: { id: away.id, name: away.name, address: away.address },
            postponed: false,
            isKnockout: false,
            accoladesCount: true,
            proposal: false,
            fixturesUsingAddress: [],
          };
        }),
      tournamentFixtures: [],
      notes: [],
    }));
  };

  const divisionData = (divisionId?: string): DivisionDataDto => ({
    ...(divisionId ? { id: divisionId, name: divisionId === premier.id ? premier.name : one.name } : {}),
    superleague: false,
    season: current,
    teams: divisionId ? teams.filter((t) => t.division?.id === divisionId) : teams,
    fixtures: fixtureDates(divisionId),
    players: [],
    dataErrors: [],
  });

  function propose(request: FakeRequest) {
    const body = request.body as { templateId: string; placeholderMappings?: Record<string, string> };
    const template = templates.find((t) => t.id === body.templateId)!;
    const assigned = assignPlaceholders(template, divisions, body.placeholderMappings ?? {}, () => 0);
    const proposed = proposeFixtures(template, proposalSeason, assigned.success ? assigned.assignments : []);
    const result: ProposalResultDto = {
      placeholderMappings: {},
      template,
      season: current,
      divisions: proposed.divisions.map((division) => ({
        ...divisionData(division.divisionId),
        fixtures: [
          ...fixtureDates(division.divisionId),
          ...division.dates.map((date) => ({
            date: toWireDate(date.date),
            fixtures: date.fixtures.map((f) => ({
              id: f.homeTeam.id,
              homeTeam: { id: f.homeTeam.id, name: f.homeTeam.name, address: f.homeTeam.address },
              ...(f.awayTeam ? { awayTeam: { id: f.awayTeam.id, name: f.awayTeam.name } } : {}),
              postponed: false,
              isKnockout: false,
              accoladesCount: true,
              proposal: true,
              fixturesUsingAddress: [],
            })),
            tournamentFixtures: [],
            notes: [],
          })),
        ],
      })),
      proposalHealth: { success: true, errors: [], warnings: [], messages: ['Checked 2 divisions'], checks: {} },
      assignments: assigned.assignments.map((a) => ({
        divisionId: a.divisionId,
        code: a.code,
        teamId: a.team.id,
        teamName: a.team.name,
        kind: a.reason.kind,
        reason: assignmentReasonText(a.reason),
      })),
    };
    const problems = [...assigned.errors, ...proposed.errors];
    return problems.length > 0
      ? envelope(result, { warnings: [...assigned.warnings, ...proposed.warnings], errors: problems })
      : envelope(result);
  }

  /** Stores a fixture as the server would, answering its envelope. */
  function saveGame(request: FakeRequest) {
    const body = request.body as { date: string; divisionId: string; homeTeamId: string; awayTeamId: string };
    const stored = {
      id: nextId(),
      date: body.date.slice(0, 10),
      divisionId: body.divisionId,
      homeId: body.homeTeamId,
      awayId: body.awayTeamId,
    };
    games.push(stored);
    return envelope({ ...stored, updated }, { messages: ['Game updated'] });
  }

  const routes = (overrides: FakeRoutes = {}): FakeRoutes => ({
    '/api/Division': league.divisions,
    '/api/Season': league.seasons,
    '/api/Account': aUser(['ManageGames']),
    '/api/Feature': [],
    '/api/Division/Data': (request: FakeRequest) => {
      const ids = new URL(request.url, 'http://localhost').searchParams.getAll('divisionId');
      return divisionData(ids.length === 1 ? ids[0] : undefined);
    },
    'GET /api/Template/ForSeason/:seasonId': () =>
      envelope(
        templates.map((template) => {
          const fit = templateCompatibility(template, { divisions });
          return fit.success ? envelope(template) : envelope(template, { warnings: fit.warnings });
        }),
      ),
    'POST /api/Template/Propose': propose,
    'PUT /api/Game': saveGame,
    ...overrides,
  });

  return { league, teams, byName, templates, fits, tooSmall, games, routes, propose, saveGame };
}
