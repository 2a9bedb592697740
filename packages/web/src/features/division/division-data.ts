import type {
  DataErrorDto,
  DivisionDataDto,
  DivisionFixtureDateDto,
  DivisionFixtureDto,
  DivisionPlayerDto,
  DivisionTeamDto,
  TournamentSideDto,
} from '@darts/contract';

/* GET /api/Division/Data as the division pages read it: the contract's types. */
export type DataError = DataErrorDto;
export type DivisionTeam = DivisionTeamDto;
export type DivisionPlayer = DivisionPlayerDto;
export type DivisionFixture = DivisionFixtureDto;
export type TournamentSide = TournamentSideDto;
export type DivisionTournamentFixture = DivisionFixtureDateDto['tournamentFixtures'][number];
export type DivisionFixtureDate = DivisionFixtureDateDto;
export type DivisionData = DivisionDataDto;
