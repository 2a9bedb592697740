import type { FastifyRequest } from 'fastify';
import type { TournamentGameDto } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { pageUrlOf, publicationOf } from '../../live/live-publish.js';

/**
 * Publishes a tournament as stored to its watchers after a successful write (contract §16.4,
 * §17.4): the server's own `Tournament` state, named after the caller and the page they are on.
 */
export async function publishTournament(
  { clock, live }: Pick<AppDeps, 'clock' | 'live'>,
  request: FastifyRequest,
  tournament: TournamentGameDto,
): Promise<void> {
  await live.publish(
    publicationOf(clock, {
      id: tournament.id,
      dataType: 'Tournament',
      data: tournament,
      socketId: null,
      userName: request.account?.name ?? null,
      pageUrl: pageUrlOf(request.headers),
    }),
  );
}
