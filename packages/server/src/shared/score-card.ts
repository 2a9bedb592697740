/**
 * The score card kept as JSON in `game.card`: the GameDto parts that are not columns (contract
 * §3.3). Players are the team players' ids and names at the time of the fixture.
 */
export type CardPlayer = { id: string; name: string };

export type CardHiCheck = CardPlayer & { score: number };

export type CardMatch = {
  id: string;
  homePlayers: CardPlayer[];
  awayPlayers: CardPlayer[];
  /** Legs won; absent when not entered (0 is a score, absent is none). */
  homeScore?: number;
  awayScore?: number;
  /** The match's leg-by-leg record (a Sayg record id) when it was scored as you go. */
  saygId?: string;
};

export type CardTeam = { id: string; name: string; manOfTheMatch?: string };

export type CardMatchOption = { playerCount?: number; numberOfLegs?: number; startingScore?: number } | null;

export type ScoreCard = {
  home: CardTeam;
  away: CardTeam;
  matches: CardMatch[];
  matchOptions: CardMatchOption[];
  oneEighties: CardPlayer[];
  over100Checkouts: CardHiCheck[];
};

/**
 * Sets `name` on every object in a stored card whose `id` is `id`: the team on either side, a
 * player in any match, 180 or hi-check list, and the same inside submissions. Ids are UUIDs, so
 * nothing else can match. Returns whether anything changed. Cards are walked rather than read by
 * shape so that fields the games module adds later are covered too.
 */
export function renameInCard(card: unknown, id: string, name: string): boolean {
  if (Array.isArray(card)) return card.map((item) => renameInCard(item, id, name)).some(Boolean);
  if (card === null || typeof card !== 'object') return false;
  const record = card as Record<string, unknown>;
  let changed = false;
  if (record.id === id && typeof record.name === 'string' && record.name !== name) {
    record.name = name;
    changed = true;
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== 'id' && key !== 'name' && renameInCard(value, id, name)) changed = true;
  }
  return changed;
}

/** Whether a stored card mentions `id` anywhere: as a player in a match, a 180, a hi-check or man of the match. */
export function cardMentions(card: unknown, id: string): boolean {
  if (card === id) return true;
  if (Array.isArray(card)) return card.some((item) => cardMentions(item, id));
  if (card === null || typeof card !== 'object') return false;
  return Object.values(card).some((value) => cardMentions(value, id));
}

/** A stored card as plain JSON to walk; an unreadable card reads as empty. */
export function parseCard(card: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(card);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
