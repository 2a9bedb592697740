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
  homeScore: number;
  awayScore: number;
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
