import { type DateFixture, type FixtureDate, type FixtureTeam } from './fixture-date.js';
import { byName } from './ranking.js';
import { teamIsNotPlayingTheSameLegTwice } from './team-is-not-playing-the-same-leg-twice.js';
import { teamIsNotPlayingTwiceOnADate } from './team-is-not-playing-twice-on-a-date.js';

/** One entry of the away-team picker; `reason` says why a disabled entry cannot be picked. */
export type OpponentChoice = { value: string; text: string; disabled: boolean; reason?: string };

/** A team with its season registrations (TeamDto, TeamSeasonDto). */
export type SeasonTeam = FixtureTeam & {
  seasons?: ReadonlyArray<{ seasonId: string; deleted?: string | boolean | null }> | null;
};

/** The bye: no away team, so an empty value. */
export const byeChoice: OpponentChoice = { value: '', text: 'Bye', disabled: false };

export type OpponentChoicesInput = {
  fixture: Pick<DateFixture, 'id' | 'homeTeam' | 'isKnockout'>;
  date: string;
  /** Every fixture date shown, for the already-playing checks. */
  fixtureDates: readonly FixtureDate[];
  /** League fixtures: the division's teams. */
  divisionTeams: readonly FixtureTeam[];
  /** Knockout fixtures: all teams, with their season registrations. */
  allTeams: readonly SeasonTeam[];
  seasonId: string;
};

/** Whether a team is registered, and not removed, in the season. */
export function isRegisteredInSeason(team: SeasonTeam, seasonId: string): boolean {
  return (team.seasons ?? []).some((season) => season.seasonId === seasonId && !season.deleted);
}

/**
 * The away teams a home team may meet on a date, sorted by name. League fixtures offer
 * the bye first (an empty value), then the division's teams, disabled when already playing that
 * date or already playing the same leg on another date. The bye is offered on a saved, unplayed
 * fixture too: picking it there deletes the fixture, as a bye is no fixture at all.
 * Knockout fixtures offer current-season, non-deleted teams, disabled only when already playing
 * that date. The home team is never offered.
 */
export function opponentChoices(input: OpponentChoicesInput): OpponentChoice[] {
  const { fixture, date, fixtureDates, seasonId } = input;
  const home = fixture.homeTeam.id;
  const choice = (team: FixtureTeam, reason: string | undefined): OpponentChoice =>
    reason
      ? { value: team.id, text: team.name, disabled: true, reason }
      : { value: team.id, text: team.name, disabled: false };
  const playingThatDate = (team: FixtureTeam) => teamIsNotPlayingTwiceOnADate(team.id, date, fixtureDates, fixture.id);

  if (fixture.isKnockout) {
    return unique(input.allTeams)
      .filter((team) => team.id !== home && isRegisteredInSeason(team, seasonId))
      .sort(byName)
      .map((team) => choice(team, playingThatDate(team)));
  }

  const teams = unique(input.divisionTeams)
    .filter((team) => team.id !== home)
    .sort(byName)
    .map((team) =>
      choice(team, playingThatDate(team) ?? teamIsNotPlayingTheSameLegTwice(home, team.id, date, fixtureDates)),
    );
  return [byeChoice, ...teams];
}

function unique<T extends { id: string }>(teams: readonly T[]): T[] {
  const seen = new Set<string>();
  return teams.filter((team) => !seen.has(team.id) && seen.add(team.id));
}
