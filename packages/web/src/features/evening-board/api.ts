import { useQueries } from '@tanstack/react-query';
import { routes, type DivisionDataDto, type DivisionTeamDto, type TournamentGameDto } from '@darts/contract';
import { isMatchFinished, type Sayg } from '@darts/domain';
import { api } from '../../lib/api-client';
import { useDivisions } from '../../lib/app-data';
import { useLiveStatus } from '../../lib/live';
import { divisionDataQuery } from '../../lib/records/division-data';
import { pollingIntervalMs, saygQuery } from '../../lib/records/sayg';
import { liveTournamentQuery } from '../../lib/records/tournament';
import { fixtureSources, tournamentSources, type EveningFixture, type EveningSource } from './evening-model';

/*
 * The evening board's reads, all existing ones: each division's data for the date (its fixtures,
 * tournaments and league table), each fixture's score card (which match has a leg-by-leg record),
 * each tournament, and each record. Records and tournaments are the app's one cache entry of them,
 * which the live client writes into; what the live channel does not carry (a card's new record, a
 * result saved, the table) is re-read every 10 s, also in a background tab (a TV).
 */

const every10s = { refetchInterval: pollingIntervalMs, refetchIntervalInBackground: true } as const;

/** A division playing on the date, with its league table (by rank). */
export type EveningDivision = { id: string; name: string; table: DivisionTeamDto[]; playing: Set<string> };

/** GET /api/Game/{id}: the record id of each of the card's matches, in match order. */
async function fetchCardRecords(id: string): Promise<Array<string | undefined>> {
  const game = await api.call(routes.game, { params: { id } });
  return (game?.matches ?? []).map((match) => match.sayg?.id);
}

const fixturesOf = (data: DivisionDataDto) =>
  data.fixtures.flatMap((day) =>
    day.fixtures.filter((fixture) => fixture.awayTeam && !fixture.postponed && !fixture.proposal),
  );

const tournamentIdsOf = (data: DivisionDataDto) =>
  data.fixtures.flatMap((day) => day.tournamentFixtures.flatMap((t) => (t.id && !t.proposed ? [t.id] : [])));

/** Everything being scored on `date`, and the league tables of the divisions playing. */
export function useEvening(date: string) {
  const divisions = useDivisions();
  const listed = (divisions.data ?? []).filter((division) => !division.deleted);
  const days = useQueries({
    queries: listed.map((division) => ({ ...divisionDataQuery({ divisionIds: [division.id], date }), ...every10s })),
  });

  const fixtures: Array<Omit<EveningFixture, 'saygIds'>> = [];
  const tables: EveningDivision[] = [];
  const tournamentIds = new Set<string>();
  listed.forEach((division, index) => {
    const data = days[index]?.data;
    if (!data) return;
    const playing = fixturesOf(data);
    for (const fixture of playing)
      fixtures.push({
        id: fixture.id,
        division: division.name,
        home: fixture.homeTeam.name,
        away: fixture.awayTeam?.name ?? '',
      });
    for (const id of tournamentIdsOf(data)) tournamentIds.add(id);
    if (playing.length > 0 && !division.superleague)
      tables.push({
        id: division.id,
        name: division.name,
        table: [...data.teams].sort((a, b) => a.rank - b.rank),
        playing: new Set(playing.flatMap((fixture) => [fixture.homeTeam.id, fixture.awayTeam?.id ?? ''])),
      });
  });

  const cards = useQueries({
    queries: fixtures.map((fixture) => ({
      queryKey: ['evening-card', fixture.id] as const,
      queryFn: () => fetchCardRecords(fixture.id),
      ...every10s,
    })),
  });
  const status = useLiveStatus();
  const tournaments = useQueries({
    queries: [...tournamentIds].map((id) => liveTournamentQuery(id, status)),
  });

  const sources: EveningSource[] = [
    ...fixtures.flatMap((fixture, index) => fixtureSources({ ...fixture, saygIds: cards[index]?.data ?? [] })),
    ...tournaments.flatMap((query) => {
      const tournament: TournamentGameDto | null | undefined = query.data;
      return tournament ? tournamentSources(tournament) : [];
    }),
  ];
  const records = useRecords(sources.map((source) => source.saygId));

  const reads = [divisions, ...days, ...cards, ...tournaments];
  return {
    pending: reads.some((read) => read.isPending),
    error: reads.find((read) => read.isError)?.error ?? null,
    retry: () => reads.filter((read) => read.isError).forEach((read) => void read.refetch()),
    entries: sources.map((source) => ({ source, sayg: records.get(source.saygId) })),
    tournamentIds: [...tournamentIds],
    tables,
  };
}

const isOver = (sayg: Sayg | null | undefined) => sayg != null && isMatchFinished(sayg);

/**
 * The records, each read once and then kept current by the live client (`FollowRecord`), re-read
 * every 10 s while the live client does not serve it; a finished match is not re-read.
 */
function useRecords(ids: readonly string[]): Map<string, Sayg | null | undefined> {
  const status = useLiveStatus();
  const unique = [...new Set(ids)];
  const reads = useQueries({
    queries: unique.map((id) => ({
      ...saygQuery(id),
      refetchInterval: (query: { state: { data: Sayg | null | undefined } }) =>
        isOver(query.state.data) || status === 'live' ? false : pollingIntervalMs,
      refetchIntervalInBackground: true,
    })),
  });
  return new Map(unique.map((id, index) => [id, reads[index]?.data]));
}
