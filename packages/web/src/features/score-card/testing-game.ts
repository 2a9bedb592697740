import type { GameDto } from '@darts/contract';

/**
 * A fixture with no results, photos or submissions (Anchor v Bell on 21 Nov 2025), for the score
 * card's tests; `overrides` replace whole fields.
 */
export function anEmptyGame(overrides: Partial<GameDto> = {}): GameDto {
  return {
    id: 'game-1',
    updated: '2025-11-21T20:00:00.0000000Z',
    home: { id: 'team-anchor', name: 'Anchor' },
    away: { id: 'team-bell', name: 'Bell' },
    date: '2025-11-21T00:00:00',
    address: 'Anchor Arms',
    divisionId: 'division-1',
    seasonId: 'season-1',
    postponed: false,
    isKnockout: false,
    accoladesCount: true,
    matches: [],
    matchOptions: [],
    oneEighties: [],
    over100Checkouts: [],
    resultsPublished: false,
    photos: [],
    ...overrides,
  };
}
