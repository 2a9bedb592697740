/** A fixture needs two different teams; the bye (no away team) is fine. */
export function teamsAreNotPlayingAgainstThemselves(
  homeTeamId: string,
  awayTeamId: string | null | undefined,
): string | undefined {
  return awayTeamId && awayTeamId === homeTeamId ? 'A team cannot play against itself' : undefined;
}
