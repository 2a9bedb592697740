/**
 * The address a team plays at: its address, or its name when the address is blank (contract §3.2,
 * §5.4). Fixtures listed under a venue and a team's moved fixtures both go by this.
 */
export function venueOf(team: { name: string; address: string }): string {
  return team.address.trim() ? team.address : team.name;
}
