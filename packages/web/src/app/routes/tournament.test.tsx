import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PhotoReferenceDto, TournamentGameDto } from '@darts/contract';
import { knownFeatures } from '@darts/domain';
import { fakeSaygServer } from '../../features/scoring/testing-scoring';
import { aTournament, someSides, testLeague, tid } from '../../features/tournament/testing-tournament';
import { envelope, type FakeRoutes } from '../../testing/fake-api';
import { aSite, aUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const [alice, bob, carol, dan] = someSides(['Alice', 'Bob', 'Carol', 'Dan']);

function routesFor(tournament: TournamentGameDto, access: string[], extra: FakeRoutes = {}): FakeRoutes {
  return {
    '/api/Site': aSite(),
    '/api/Account': aUser(access as Parameters<typeof aUser>[0]),
    '/api/Season': testLeague.seasons,
    '/api/Division': testLeague.divisions,
    '/api/Team': testLeague.teams,
    '/api/Feature': [],
    '/api/Division/Data': { superleague: false, teams: [], fixtures: [], players: [], dataErrors: [] },
    'GET /api/Live/Update/:id/:type': { success: true, result: { data: null, lastUpdate: null } },
    [`/api/Tournament/${tournament.id}`]: tournament,
    'PUT /api/Error': envelope(undefined, { messages: ['Error added'] }),
    ...extra,
  };
}

/** Four sides, semi-finals saved; the second semi-final (row 1) has a record nobody has thrown in. */
function aKnockout(saygId: string): TournamentGameDto {
  return aTournament({
    id: crypto.randomUUID(),
    sides: [alice!, bob!, carol!, dan!],
    round: {
      id: tid(10),
      sides: [],
      matches: [
        { id: tid(11), sideA: alice, sideB: bob },
        { id: tid(12), sideA: carol, sideB: dan, saygId },
      ],
      matchOptions: [{ numberOfLegs: 3 }, { numberOfLegs: 3 }],
      nextRound: { id: tid(20), sides: [], matches: [{ id: tid(21) }], matchOptions: [{ numberOfLegs: 3 }] },
    },
  });
}

describe('tournament route (spec 2 §2 Tournament page, §4 Live leg flow)', () => {
  it('opens the match’s record with the first thrower by row: away first on the second row', async () => {
    const sayg = fakeSaygServer();
    const saygId = sayg.ids[0]!;
    sayg.records.set(saygId, {
      id: saygId,
      updated: '2025-11-21T12:00:00.0000000Z',
      yourName: 'Carol',
      opponentName: 'Dan',
      numberOfLegs: 3,
      startingScore: 501,
      homeScore: 0,
      awayScore: 0,
      legs: {
        '0': {
          startingScore: 501,
          home: { score: 0, noOfDarts: 0, throws: [] },
          away: { score: 0, noOfDarts: 0, throws: [] },
          playerSequence: [],
        },
      },
    });
    const tournament = aKnockout(saygId);
    const { user, server } = renderApp(`/tournament/${tournament.id}`, {
      routes: routesFor(tournament, ['EnterTournamentResults', 'RecordScoresAsYouGo'], sayg.routes),
    });
    await user.click(await screen.findByRole('button', { name: 'Start scoring match 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carol v Dan' });
    // No 'Who plays first?': the row decides.
    expect(await within(dialog).findByRole('region', { name: 'Dan, to throw' })).toHaveTextContent('501 left');
    expect(within(dialog).queryByText('Who plays first?')).not.toBeInTheDocument();
    await user.keyboard('60{Enter}');
    // On a slow machine the row's first thrower may be saved before the visit: the last save has both.
    await waitFor(() =>
      expect(server.requestsTo('/api/Sayg', 'POST').at(-1)?.body).toMatchObject({
        id: saygId,
        legs: {
          '0': {
            away: { throws: [{ score: 60, noOfDarts: 3 }] },
            playerSequence: [{ value: 'away' }, { value: 'home' }],
          },
        },
      }),
    );
  });

  it('offers Photos when the feature is on, uploading to the tournament', async () => {
    const tournament = aKnockout(tid(500));
    const photo: PhotoReferenceDto = {
      id: tid(700),
      created: '2025-11-21T21:00:00.0000000Z',
      author: 'Jo Bloggs',
      fileSize: 250_000,
      fileName: 'bracket.jpg',
      contentType: 'image/jpeg',
    };
    const { user, server } = renderApp(`/tournament/${tournament.id}`, {
      routes: routesFor(tournament, ['EnterTournamentResults', 'UploadPhotos'], {
        '/api/Feature': [
          {
            id: knownFeatures.PhotosEnabled.id,
            name: 'PhotosEnabled',
            description: knownFeatures.PhotosEnabled.description,
            valueType: 'Boolean',
            defaultValue: 'true',
          },
        ],
        'POST /api/Tournament/Photo': envelope(
          { ...tournament, photos: [photo], updated: '2025-11-21T21:00:00.0000000Z' },
          { messages: ['Photo added'] },
        ),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Photos' }));
    const dialog = screen.getByRole('dialog', { name: 'Photos' });
    expect(dialog).toHaveTextContent('A tournament holds at most 2');
    const file = new File([new Uint8Array(2048)], 'bracket.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Add a photo'), file);
    expect(await within(dialog).findByText('bracket.jpg')).toBeInTheDocument();
    expect(server.requestsTo('/api/Tournament/Photo', 'POST')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A photo changes the token, not the bracket: nothing is unsaved.
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });
});
