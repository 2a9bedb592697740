import type { DivisionDataQuery, DivisionDto, SeasonDto, SeasonHealthResponse } from '@darts/contract';
import {
  seasonHealth,
  utcDateOf,
  venueOf,
  type HealthDivision,
  type HealthFixture,
  type ProposedDivision,
  type SeasonHealthCheckResult,
} from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { divisionData, type Viewer } from '../division-data/division-data.service.js';
import type { ParsedCards } from '../division-data/parsed-cards.js';
import { findSeason } from '../seasons/seasons.service.js';
import { templateMessages } from './templates.service.js';
import { seasonLeagueFixtures, type LeagueFixture } from './season-league.repository.js';

export type SeasonHealthDeps = Pick<AppDeps, 'db' | 'clock'> & { cards: ParsedCards };

/** The season as the health checks and proposals see it, or undefined when unknown or deleted. */
export async function liveSeason(deps: Pick<AppDeps, 'db' | 'clock'>, id: string): Promise<SeasonDto | undefined> {
  const season = await findSeason(deps.db, id, utcDateOf(deps.clock.now()));
  return season && !season.deleted ? season : undefined;
}

/**
 * The divisions whose fixtures health checks, compatibility and proposals cover: the season's
 * non-deleted divisions in the season's order, superleague divisions left out (their evenings are
 * tournaments, not league fixtures).
 */
export const leagueDivisions = (season: SeasonDto): DivisionDto[] => season.divisions.filter((d) => !d.superleague);

/** A team as the checks see it: its venue is its address, or its name when blank (as division data shows it). */
const healthTeam = (team: { id: string; name: string; address: string }) => ({
  id: team.id,
  name: team.name,
  address: venueOf(team),
});

/** The health checks' divisions: each division's stored league fixtures by date, plus any proposed ones. */
export function healthDivisions(
  divisions: readonly Pick<DivisionDto, 'id' | 'name'>[],
  fixtures: readonly LeagueFixture[],
  proposed: readonly ProposedDivision[] = [],
): HealthDivision[] {
  return divisions.map((division) => {
    const byDate = new Map<string, HealthFixture[]>();
    const add = (date: string, fixture: HealthFixture) =>
      (byDate.get(date) ?? byDate.set(date, []).get(date)!).push(fixture);
    for (const f of fixtures) {
      if (f.divisionId !== division.id) continue;
      const played = { homeTeam: healthTeam(f.home), address: f.address };
      add(f.date, f.away ? { ...played, awayTeam: healthTeam(f.away) } : played);
    }
    for (const date of proposed.find((p) => p.divisionId === division.id)?.dates ?? []) {
      for (const f of date.fixtures) {
        add(
          date.date,
          f.awayTeam
            ? { homeTeam: healthTeam(f.homeTeam), awayTeam: healthTeam(f.awayTeam) }
            : { homeTeam: healthTeam(f.homeTeam) },
        );
      }
    }
    const dates = [...byDate.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, list]) => ({ date, fixtures: list }));
    return { id: division.id, name: division.name, dates };
  });
}

/** The nine checks of contract §3.6 over the season's league divisions, with `proposed` fixtures added. */
export async function leagueHealth(
  deps: Pick<AppDeps, 'db'>,
  season: SeasonDto,
  proposed: readonly ProposedDivision[] = [],
): Promise<SeasonHealthCheckResult> {
  const divisions = leagueDivisions(season);
  const fixtures = await seasonLeagueFixtures(
    deps.db,
    season.id,
    divisions.map((d) => d.id),
  );
  return seasonHealth({
    season: { startDate: season.startDate.slice(0, 10), endDate: season.endDate.slice(0, 10) },
    divisions: healthDivisions(divisions, fixtures, proposed),
  });
}

/** Data errors are shown to any signed-in user; nothing else of the viewer matters here. */
const signedIn: Viewer = {
  signedIn: true,
  canManagePlayers: false,
  canManageScores: false,
  canManageGames: false,
  canManageNotes: false,
  canManageTournaments: false,
};

/** The division data module's data errors for the season's divisions, every date. */
async function seasonDataErrors(deps: SeasonHealthDeps, season: SeasonDto): Promise<string[]> {
  if (season.divisions.length === 0) return [];
  const query: DivisionDataQuery = {
    divisionIds: season.divisions.map((d) => d.id),
    seasonId: season.id,
    date: undefined,
    teamId: undefined,
    excludeProposals: true,
    ignoreDates: true,
    contentType: undefined,
  };
  const data = await divisionData(deps, query, signedIn);
  return data.dto.dataErrors.map((error) => error.message);
}

/**
 * `GET /api/Season/{id}/health`: the season health checks over the season's
 * league divisions (superleague ones left out) in the season's order, each with its stored league
 * fixtures (knockouts and qualifiers left out, postponed fixtures kept), a team's venue being its
 * address or, when blank, its name. The data errors of the season's divisions come first in
 * `errors`, and make the season unhealthy. Not enveloped; an unknown season is `Season not found`.
 */
export async function seasonHealthReport(deps: SeasonHealthDeps, seasonId: string): Promise<SeasonHealthResponse> {
  const season = await liveSeason(deps, seasonId);
  if (!season) return { errors: [templateMessages.seasonNotFound] };
  const [health, dataErrors] = await Promise.all([leagueHealth(deps, season), seasonDataErrors(deps, season)]);
  return {
    ...health,
    success: health.success && dataErrors.length === 0,
    errors: [...dataErrors, ...health.errors],
  };
}
