import type { Tournament, TournamentPlayer, TournamentSide } from './types.js';

/** The texts of the side rules (the spec gives the first, the others are ours). */
export const sideTexts = {
  noName: 'Please enter a name for this side',
  playersAndTeam: 'A side can have players or a team, not both',
  playerInTwoSides: (name: string) => `${name} cannot be in two sides of one tournament`,
} as const;

/**
 * Why a side cannot be saved in this tournament: it needs a name; it has players or a
 * team, not both; and none of its players may be in another side of the tournament.
 */
export function sideProblems(side: TournamentSide, tournament: Pick<Tournament, 'sides'>): string[] {
  const problems: string[] = [];
  if (!side.name?.trim()) problems.push(sideTexts.noName);
  if (side.teamId && side.players.length > 0) problems.push(sideTexts.playersAndTeam);
  const elsewhere = new Set(
    tournament.sides.filter((other) => other.id !== side.id).flatMap((other) => other.players.map((p) => p.id)),
  );
  for (const player of side.players) {
    if (elsewhere.has(player.id)) problems.push(sideTexts.playerInTwoSides(player.name));
  }
  return problems;
}

/** Selecting two or more players offers 'Add as individuals'. */
export function canAddAsIndividuals(players: readonly TournamentPlayer[]): boolean {
  return players.length >= 2;
}

/** 'Add as individuals': one side per player, named after the player; ids come in. */
export function sidesForIndividuals(players: readonly TournamentPlayer[], newId: () => string): TournamentSide[] {
  return players.map((player) => ({ id: newId(), name: player.name, players: [player] }));
}

/**
 * The ids of this tournament's players who also play in another tournament on the same date:
 * each gets a warning marker, not a refusal.
 */
export function playersInOtherTournaments(
  tournament: Pick<Tournament, 'id' | 'date' | 'sides'>,
  others: readonly Pick<Tournament, 'id' | 'date' | 'sides'>[],
): Set<string> {
  const playing = new Set(
    others
      .filter((other) => other.id !== tournament.id && other.date === tournament.date)
      .flatMap((other) => other.sides.flatMap((side) => side.players.map((p) => p.id))),
  );
  return new Set(tournament.sides.flatMap((side) => side.players.map((p) => p.id)).filter((id) => playing.has(id)));
}
