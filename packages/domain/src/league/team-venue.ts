/**
 * The address a team plays at: its address, or its name when the address is blank (contract §3.2,
 * §5.4). Fixtures listed under a venue and a team's moved fixtures both go by this.
 */
export function venueOf(team: { name: string; address: string }): string {
  return team.address.trim() ? team.address : team.name;
}

/** What makes two addresses one venue (the one rule): the same text, ignoring case and outer spaces. */
export function venueKey(address: string): string {
  return address.trim().toLowerCase();
}

/** Whether two addresses are the same venue (`venueKey`). */
export function isSameVenue(a: string, b: string): boolean {
  return venueKey(a) === venueKey(b);
}
