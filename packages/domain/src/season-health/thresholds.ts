// The thresholds and the nine check names of contract §3.6 ({n} filled in from the thresholds).

/** A team may have at most this many byes in a row. */
export const maxConsecutiveByes = 1;
/** A team may play at most this many home (or away) fixtures in a row. */
export const maxConsecutiveHomeOrAway = 2;
/** League dates are weekly: two fixture dates further apart than this are not consecutive weeks. */
export const daysBetweenFixtureDates = 7;

export const seasonHealthCheckNames = {
  consecutiveByes: `No more than ${maxConsecutiveByes} consecutive byes`,
  consecutiveHomeOrAway: `No more than ${maxConsecutiveHomeOrAway} consecutive home or away fixtures`,
  onOrAfterStart: 'All fixtures on or after start date',
  onOrBeforeEnd: 'All fixtures on or before end date',
  sameNumberOfWeeks: 'All divisions should have the same number of weeks',
  notAgainstThemselves: "Teams aren't configured to play against themselves",
  bothLegs: 'Teams have both legs defined',
  teamOncePerDate: 'Teams are not playing multiple fixtures on the same date',
  venueOncePerDate: 'Venues do not have multiple fixtures on the same date',
} as const;
