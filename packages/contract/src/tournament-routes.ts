import { z } from 'zod';
import { actionResult } from './common.js';
import { photoUploadForm } from './photo.js';
import type { RouteEntry } from './route-entry.js';
import { analysisRequestDto, analysisResponseDto } from './sayg-analysis.js';
import { tournamentAccess, tournamentGameDto } from './tournament.js';
import { createTournamentSaygDto, patchTournamentDto } from './tournament-patch.js';
import { tournamentDrawRequestDto, tournamentSwapRequestDto } from './tournament-draw.js';
import { editTournamentGameDto, tournamentLimits } from './tournament-writes.js';

const tooLarge = `At most ${tournamentLimits.bodyBytes / 1024} KB.`;

/**
 * The tournament routes and match analysis; the texts are `tournamentTexts`. Every write answers with
 * the whole tournament and publishes it to its watchers; bad input is a 400 with the envelope's
 * `errors`, a refusal the user can act on a 200 with its `warnings`.
 */
export const tournamentRoutes = {
  tournament: {
    method: 'GET',
    path: '/api/Tournament/:id',
    access: 'public',
    response: tournamentGameDto.nullable(),
    description: 'A deleted tournament is still read by id, marked deleted.',
  },
  tournaments: { method: 'GET', path: '/api/Tournament', access: 'public', response: z.array(tournamentGameDto) },
  tournamentUpdate: {
    method: 'PUT',
    path: '/api/Tournament',
    access: 'signedIn',
    body: editTournamentGameDto,
    response: actionResult(tournamentGameDto),
    description:
      `Creates a tournament (${tournamentAccess.create.join(' or ')}) or changes one ` +
      `(${tournamentAccess.update.join(', ')}). ${tooLarge} ` +
      'A drawn tournament (issue #26) keeps its `draw`. When the sides that play change before any match has ' +
      'started, the draw and its layout are undone (saved, with a warning to draw again); once a match has ' +
      'started, a side that plays but was not drawn is refused (a no show may be added). A change of format ' +
      'lays the night out again from the draw order, each stage keeping its best of where it still exists.',
  },
  tournamentDelete: {
    method: 'DELETE',
    path: '/api/Tournament/:id',
    access: tournamentAccess.delete,
    response: actionResult(tournamentGameDto),
  },
  tournamentPatch: {
    method: 'PATCH',
    path: '/api/Tournament/:id',
    access: tournamentAccess.update,
    body: patchTournamentDto,
    response: actionResult(tournamentGameDto),
    description:
      'Changes part of a tournament: a match’s result down the `round` chain (or, for the formats of ' +
      'this product, the `losersRound` or `finalRound` chain, or a `group` match), a board (`board`, ' +
      `by hand; \`null\` takes the match off the boards and marks it \`offBoard\` so no board is given to it by ` +
      `itself until one is set by hand again), a 180, a hi-check. ${tooLarge}`,
  },
  tournamentDraw: {
    method: 'POST',
    path: '/api/Tournament/:id/Draw',
    access: tournamentAccess.draw,
    body: tournamentDrawRequestDto,
    response: actionResult(tournamentGameDto),
    description:
      'Draws the sides that are playing (not no-shows) into the tournament’s format (an addition of this ' +
      'product): `random` shuffles them with the server’s random numbers, `seeded` places them by `seed` ' +
      '(seeds 1 and 2 meet only in the final, byes go to the top seeds). The bracket, groups and any ' +
      'boards are laid out anew and `draw` records how, when and by whom. Refused once a match has started.',
  },
  tournamentSwap: {
    method: 'POST',
    path: '/api/Tournament/:id/Swap',
    access: tournamentAccess.draw,
    body: tournamentSwapRequestDto,
    response: actionResult(tournamentGameDto),
    description:
      'Swaps two drawn sides’ places in the draw (an addition of this product). Refused once a match has ' +
      'started, or when either side is not in the draw.',
  },
  tournamentSaygAdd: {
    method: 'POST',
    path: '/api/Tournament/:id',
    access: tournamentAccess.update,
    alsoNeeds: 'RecordScoresAsYouGo',
    body: createTournamentSaygDto,
    response: actionResult(tournamentGameDto),
    description: 'Creates the score-as-you-go record of a match.',
  },
  tournamentSaygDelete: {
    method: 'DELETE',
    path: '/api/Tournament/:id/:matchId/:clearScores',
    access: tournamentAccess.update,
    response: actionResult(tournamentGameDto),
    description:
      'Unlinks the match’s score-as-you-go record. `clearScores` is `true` or `false`; true also resets the ' +
      'match’s scores to 0, so its winner leaves the next round.',
  },
  tournamentPhotoUpload: {
    method: 'POST',
    path: '/api/Tournament/Photo',
    access: tournamentAccess.photoUpload,
    form: photoUploadForm,
    response: actionResult(tournamentGameDto),
    description: 'Adds a photo to a tournament; without a `Photo` file, 400 with no body.',
  },
  tournamentPhotoDelete: {
    method: 'DELETE',
    path: '/api/Tournament/Photo/:id/:photoId',
    access: ['UploadPhotos', 'DeleteAnyPhoto'],
    response: actionResult(tournamentGameDto),
    description: '`id` is the tournament’s. Uploaders delete their own photos; DeleteAnyPhoto deletes anyone’s.',
  },
  saygAnalyse: {
    method: 'POST',
    path: '/api/Sayg/Analyse',
    access: tournamentAccess.analyse,
    body: analysisRequestDto,
    response: actionResult(analysisResponseDto),
    description: 'Statistics over the matches of the tournaments named; reads only.',
  },
} as const satisfies Record<string, RouteEntry>;
