import type { DivisionDto, DivisionTeamDto, SeasonDto, SiteDto, TeamDto, UserDto } from '@darts/contract';
import { emptyTableStats, type AccessOption } from '@darts/domain';

/** Wire-shaped records for tests; override what a test is about. */
let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const updated = '2025-01-01T00:00:00Z';

export function aSite(overrides: Partial<SiteDto> = {}): SiteDto {
  return {
    name: 'Riverside Darts League',
    contactEmail: 'secretary@example.org',
    socialLinks: [{ name: 'Facebook', url: 'https://facebook.example/riverside' }],
    menu: { beforeDivisions: [], afterDivisions: [] },
    about: {
      description: 'Wednesday night darts.',
      custodians: ['Sam Secretary'],
      author: 'The committee',
      licence: 'MIT',
      credits: ['Bootstrap'],
    },
    build: { branch: 'main', version: '0123456789abcdef', date: '2025-11-21T10:00:00Z', release: true },
    signIn: { provider: 'local' },
    ...overrides,
  };
}

export function aUser(access: AccessOption[] = [], overrides: Partial<UserDto> = {}): UserDto {
  return {
    name: 'Jo Bloggs',
    givenName: 'Jo',
    emailAddress: 'jo@example.org',
    accessLevels: Object.fromEntries(access.map((option) => [option, {}])),
    transient: false,
    ...overrides,
  };
}

export function aDivision(name: string, overrides: Partial<DivisionDto> = {}): DivisionDto {
  return { id: nextId(), name, superleague: false, updated, ...overrides };
}

/**
 * A league table row of division data (DivisionTeamDto) before any fixture is played: every figure
 * zero, rank 1, no division; override what a test is about (`{ division, rank, points }`).
 */
export function aTableRow(
  team: Pick<DivisionTeamDto, 'id' | 'name' | 'address'>,
  overrides: Partial<DivisionTeamDto> = {},
): DivisionTeamDto {
  return {
    ...team,
    ...emptyTableStats(),
    rank: 1,
    ...overrides,
  };
}

export function aSeason(
  name: string,
  startDate: string,
  endDate: string,
  divisions: DivisionDto[],
  overrides: Partial<SeasonDto> = {},
): SeasonDto {
  return {
    id: nextId(),
    name,
    startDate: `${startDate}T00:00:00`,
    endDate: `${endDate}T00:00:00`,
    isCurrent: false,
    divisions,
    updated,
    ...overrides,
  };
}

export function aTeam(name: string): TeamDto {
  return { id: nextId(), name, address: `${name} Arms`, updated };
}

/** A small league in season on 2025-11-21: Premier and Division One current, Old Division not. */
export function aLeague() {
  const premier = aDivision('Premier');
  const one = aDivision('Division One');
  const old = aDivision('Old Division');
  const current = aSeason('Winter 2025', '2025-09-01', '2026-04-30', [premier, one], { isCurrent: true });
  const past = aSeason('Winter 2024', '2024-09-01', '2025-04-30', [old, premier]);
  return {
    divisions: [premier, one, old],
    seasons: [current, past],
    teams: [aTeam('Crown'), aTeam('Swan')],
    premier,
    one,
    old,
    current,
    past,
  };
}
