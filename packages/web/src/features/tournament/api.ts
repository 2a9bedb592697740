import { useQuery } from '@tanstack/react-query';
import {
  routes,
  type CreateTournamentSaygDto,
  type EditTournamentGameDto,
  type PatchTournamentDto,
  type TournamentDrawRequestDto,
  type TournamentGameDto,
  type TournamentSwapRequestDto,
} from '@darts/contract';
import { divisionDataQuery } from '../../lib/records/division-data';
import { readTournament, tournamentQuery, useFollowTournament } from '../../lib/records/tournament';
import { sendWrite, type WriteOutcome } from '../../lib/write-outcome';

/*
 * The tournament page's data: the tournament is the app's one cache entry of
 * it (lib/records/tournament), which live updates and writes go into, and division data gives the
 * side dialog its players, teams and the evening's other tournaments.
 */

/**
 * The tournament, kept current by the app's live client (issue #12: a watcher's bracket updates
 * without reload): each `Tournament` state read in either form goes into the query cache.
 */
export function useTournament(id: string) {
  const live = useFollowTournament(id);
  const query = useQuery({ ...tournamentQuery(id), staleTime: Infinity });
  return { query, live };
}

/** What a tournament write answered, its tournament read in either form. */
export type TournamentWrite = WriteOutcome<TournamentGameDto>;

/** PUT /api/Tournament: the whole tournament with the token it was loaded with. */
export function saveTournament(tournament: TournamentGameDto, lastUpdated: string): Promise<TournamentWrite> {
  const { photos: _photos, created: _c, author: _a, updated: _u, editor: _e, ...rest } = tournament;
  const body: EditTournamentGameDto = { ...rest, lastUpdated };
  return sendWrite(routes.tournamentUpdate, { body }, readTournament);
}

/** PATCH /api/Tournament/{id}: one match's score down the round chain. */
export function patchTournament(id: string, patch: PatchTournamentDto): Promise<TournamentWrite> {
  return sendWrite(routes.tournamentPatch, { params: { id }, body: patch }, readTournament);
}

/** POST /api/Tournament/{id}: a sayg record for the match, linked by `saygId`. */
export function addMatchSayg(id: string, body: CreateTournamentSaygDto): Promise<TournamentWrite> {
  return sendWrite(routes.tournamentSaygAdd, { params: { id }, body }, readTournament);
}

/**
 * DELETE /api/Tournament/{id}/{matchId}/{clearScores}: the match's sayg
 * record goes and its link with it; `clearScores` also sets the match's scores to 0.
 */
export function deleteMatchSayg(id: string, matchId: string, clearScores: boolean): Promise<TournamentWrite> {
  const params = { id, matchId, clearScores: clearScores ? 'true' : 'false' };
  return sendWrite(routes.tournamentSaygDelete, { params }, readTournament);
}

/** A player the side dialog offers: from the season's division data. */
export type PlayerChoice = { id: string; name: string; teamId: string; team: string; divisionId?: string };
/** A team the side dialog offers. */
export type TeamChoice = { id: string; name: string };
/** Another tournament on the date, for the warning marker. */
export type OtherTournament = { id: string; date: string; sides: TournamentGameDto['sides'] };

export type SideChoices = { players: PlayerChoice[]; teams: TeamChoice[]; others: OtherTournament[] };

/**
 * GET /api/Division/Data for the tournament's division (all divisions when cross-divisional),
 * season and date (the tournament page adds `date`): the players and teams a side
 * can be made of, and the other tournaments that date. Only loaded for editors.
 */
export function useSideChoices(
  tournament: Pick<TournamentGameDto, 'seasonId' | 'divisionId' | 'date'>,
  enabled: boolean,
) {
  const { seasonId, divisionId, date } = tournament;
  return useQuery({
    ...divisionDataQuery({ divisionIds: divisionId ? [divisionId] : [], seasonId, date: date.slice(0, 10) }),
    enabled,
    staleTime: 60_000,
    select: (data): SideChoices => {
      const players = (data?.players ?? []).map((p) => ({
        id: p.id,
        name: p.name,
        teamId: p.teamId,
        team: p.team,
        ...(p.division?.id ? { divisionId: p.division.id } : {}),
      }));
      const teams = (data?.teams ?? []).map((t) => ({ id: t.id, name: t.name }));
      const others = (data?.fixtures ?? []).flatMap((day) =>
        day.tournamentFixtures.flatMap((t) =>
          t.id ? [{ id: t.id, date: t.date ?? day.date, sides: t.sides ?? [] }] : [],
        ),
      );
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      return { players: players.sort(byName), teams: teams.sort(byName), others };
    },
  });
}

/** POST /api/Tournament/{id}/Draw (issue #26): the server draws the playing sides into the stored format. */
export function drawTournament(id: string, body: TournamentDrawRequestDto): Promise<TournamentWrite> {
  return sendWrite(routes.tournamentDraw, { params: { id }, body }, readTournament);
}

/** POST /api/Tournament/{id}/Swap (issue #26): two drawn sides trade places, until a match starts. */
export function swapTournamentSides(id: string, body: TournamentSwapRequestDto): Promise<TournamentWrite> {
  return sendWrite(routes.tournamentSwap, { params: { id }, body }, readTournament);
}
