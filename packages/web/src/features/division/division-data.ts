import type {
  DataErrorDto,
  DivisionDataDto,
  DivisionFixtureDateDto,
  DivisionFixtureDto,
  DivisionPlayerDto,
  DivisionTeamDto,
} from '@darts/contract';

/*
 * GET /api/Division/Data (contract §5.4) as the division pages read it: the contract's types, with
 * the tournament sides (left open in the contract until tournaments arrive) given the shape the
 * player page reads. Still assignable to `DivisionDataDto`.
 */
export type DataError = DataErrorDto;
export type DivisionTeam = DivisionTeamDto;
export type DivisionPlayer = DivisionPlayerDto;
export type DivisionFixture = DivisionFixtureDto;

export type TournamentSide = {
  id?: string;
  name?: string;
  teamId?: string;
  players?: Array<{ id: string; name: string }>;
};

export type DivisionTournamentFixture = Omit<
  DivisionFixtureDateDto['tournamentFixtures'][number],
  'winningSide' | 'sides'
> & { winningSide?: TournamentSide; sides: TournamentSide[] };

export type DivisionFixtureDate = Omit<DivisionFixtureDateDto, 'tournamentFixtures'> & {
  tournamentFixtures: DivisionTournamentFixture[];
};

export type DivisionData = Omit<DivisionDataDto, 'fixtures'> & { fixtures: DivisionFixtureDate[] };
