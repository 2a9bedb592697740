import { randomUUID } from 'node:crypto';
import type { TestClient } from './harness.js';

/**
 * Tournament request bodies for the tournament suites, written as the web client sends them: sides,
 * rounds and matches carry ids the client made up.
 */
export type SideBody = {
  id?: string;
  name?: string;
  teamId?: string;
  players: Array<{ id: string; name: string }>;
  noShow?: boolean;
};

export const aSide = (name: string, id: string = randomUUID()): SideBody & { id: string } => ({
  id,
  name,
  players: [{ id: randomUUID(), name }],
});

/** A knockout night of four singles sides: two semi-finals then the final, best of 3. */
export function knockoutBody(place: { seasonId: string; divisionId?: string | null }) {
  const sides = ['Ann', 'Bob', 'Cat', 'Dan'].map((name) => aSide(name));
  const [a, b, c, d] = sides as [
    SideBody & { id: string },
    SideBody & { id: string },
    SideBody & { id: string },
    SideBody & { id: string },
  ];
  return {
    address: 'The Crown',
    date: '2026-11-21',
    seasonId: place.seasonId,
    divisionId: place.divisionId ?? null,
    type: 'Singles',
    bestOf: 3,
    sides,
    round: {
      id: randomUUID(),
      matches: [
        { id: randomUUID(), sideA: a, sideB: b },
        { id: randomUUID(), sideA: c, sideB: d },
      ],
      matchOptions: [],
      nextRound: { id: randomUUID(), matches: [{ id: randomUUID() }], matchOptions: [] },
    },
    oneEighties: [],
    over100Checkouts: [],
  };
}

export type KnockoutBody = ReturnType<typeof knockoutBody>;

/** Creates a tournament and returns it as the server answered (fails the test when it is refused). */
export async function createTournament(client: TestClient, body: object): Promise<any> {
  const response = await client.put('/api/Tournament', body);
  if (response.status !== 200 || !response.json?.success) {
    throw new Error(`Could not create the tournament: ${response.status} ${response.text}`);
  }
  return response.json.result;
}
