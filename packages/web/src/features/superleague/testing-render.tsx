import { useState } from 'react';
import type { TournamentGameDto } from '@darts/contract';
import type { Sayg } from '@darts/domain';
import { vi } from 'vitest';
import { fakeApi, type FakeRequest, type FakeRoutes } from '../../testing/fake-api';
import { aLeague, aSite } from '../../testing/fixtures';
import { renderAt } from '../../testing/render-app';
import { SingleRoundTournament } from './single-round-tournament';
import { aTeamWithPlayers, recordBody } from './testing-data';

type Options = {
  canEdit?: boolean;
  canManage?: boolean;
  /** Records by sayg id; an id not listed answers 204 (no record). */
  records?: Record<string, Sayg>;
  url?: string;
  routes?: FakeRoutes;
};

/** The page's part around the report: it keeps the draft, as the tournament page does. */
function Page({ tournament, options }: { tournament: TournamentGameDto; options: Options & Spies }) {
  const [draft, setDraft] = useState(tournament);
  return (
    <SingleRoundTournament
      tournament={tournament}
      draft={draft}
      onDraftChange={(next) => {
        options.onDraftChange(next);
        setDraft(next);
      }}
      canEdit={options.canEdit ?? false}
      canManage={options.canManage ?? false}
      onStartScoring={options.onStartScoring}
      divisionName="Premier"
    />
  );
}

type Spies = { onDraftChange: ReturnType<typeof vi.fn>; onStartScoring: ReturnType<typeof vi.fn> };

export const crownPlayers = ['Ann Archer', 'Bea Bell', 'Cat Cole'];
export const swanPlayers = ['Dan Dale', 'Eve East', 'Fay Fox'];

/** The single-round report of `tournament` over a fake server, at `url` (query string included). */
export function renderReport(tournament: TournamentGameDto, options: Options = {}) {
  const records = options.records ?? {};
  const league = aLeague();
  const server = fakeApi({
    '/api/Site': aSite(),
    '/api/Division': league.divisions,
    '/api/Team/Seasons': [
      aTeamWithPlayers('Crown', crownPlayers),
      aTeamWithPlayers('Swan', swanPlayers),
      aTeamWithPlayers('Star', ['Gus Gray']),
    ],
    'GET /api/Sayg/:id': (request: FakeRequest) => {
      const id = request.path.split('/').pop()!;
      const record = records[id];
      return record ? recordBody(record, id) : null;
    },
    ...options.routes,
  });
  const spies: Spies = { onDraftChange: vi.fn(), onStartScoring: vi.fn() };
  const view = renderAt(<Page tournament={tournament} options={{ ...options, ...spies }} />, {
    path: '/tournament/:id',
    url: options.url ?? `/tournament/${tournament.id}`,
  });
  return { ...view, ...spies, server };
}
