import { emptyId } from '../ids.js';

/** A player needs a team; the empty id counts as none. */
export function playerHasATeam(teamId: string | null | undefined): string | undefined {
  return teamId && teamId !== emptyId ? undefined : 'Please select a team';
}

/** A player needs a name. */
export function playerHasAName(name: string): string | undefined {
  return name.trim() ? undefined : 'Please enter a name';
}

/** What the server and the score card's new-player dialog say when a player's name is blank. */
export const playerNameRequired = 'Player name cannot be empty';

/** A player saved through the API needs a name that is not blank once trimmed. */
export function playerNameProblem(name: string | null | undefined): string | undefined {
  return name?.trim() ? undefined : playerNameRequired;
}

/** Multiple mode: one name per line, trimmed, blank lines ignored. */
export function namesFromLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The first problem with the Add player dialog, or undefined: a team, then a name; in
 * multiple mode at least one non-blank line.
 */
export function newPlayerProblem(input: {
  teamId?: string | null;
  name: string;
  multiple?: boolean;
}): string | undefined {
  const name = input.multiple ? namesFromLines(input.name).join('\n') : input.name;
  return playerHasATeam(input.teamId) ?? playerHasAName(name);
}
