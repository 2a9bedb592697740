import { z } from 'zod';
import { actionResult } from './common.js';
import { editGameDto, gameDto, unplayedFixturesResult } from './game.js';
import { photoUploadForm } from './photo.js';
import type { RouteEntry } from './route-entry.js';
import { recordedScoreAsYouGoDto, saygLimits, updateRecordedScoreAsYouGoDto } from './sayg.js';
import { recordScoresDto } from './scores.js';

/** Who may record a score card at all; which fixtures (their own team's, for a clerk) the server decides. */
const recorders = ['ManageGames', 'ManageScores', 'InputResults', 'UploadPhotos'] as const;

const photoAnswer =
  'The image as uploaded (after scaling). 404 with no body when there is no such photo, the caller may not ' +
  'see it, or photos are switched off; 304 when not changed since `If-Modified-Since`.';

/** Fixtures, score cards, score-as-you-go records and photos. */
export const gameRoutes = {
  games: {
    method: 'GET',
    path: '/api/Game',
    access: 'public',
    response: z.array(gameDto),
    description: 'What each fixture shows depends on the caller: team submissions only to those who may see them.',
  },
  game: {
    method: 'GET',
    path: '/api/Game/:id',
    access: 'public',
    response: gameDto.nullable(),
    description: 'The score card; what it shows depends on the caller, as for the list.',
  },
  gameUpdate: {
    method: 'PUT',
    path: '/api/Game',
    access: 'ManageGames',
    body: editGameDto,
    response: actionResult(gameDto),
  },
  gameDelete: { method: 'DELETE', path: '/api/Game/:id', access: 'ManageGames', response: actionResult(gameDto) },
  gamesUnplayedDelete: {
    method: 'DELETE',
    path: '/api/Game/:seasonId/UnplayedLeagueFixtures/:executeDelete',
    access: 'BulkDeleteLeagueFixtures',
    response: actionResult(unplayedFixturesResult),
    description:
      'Lists (`executeDelete` false) or deletes (true) the season’s league fixtures that have no result yet.',
  },
  scores: {
    method: 'PUT',
    path: '/api/Scores/:id',
    access: recorders,
    body: recordScoresDto,
    response: actionResult(gameDto),
    description: 'Records the score card. A clerk (InputResults) records only their own team’s submission.',
  },
  sayg: { method: 'GET', path: '/api/Sayg/:id', access: 'public', response: recordedScoreAsYouGoDto.nullable() },
  saygUpdate: {
    method: 'POST',
    path: '/api/Sayg',
    access: 'public',
    body: updateRecordedScoreAsYouGoDto,
    response: actionResult(recordedScoreAsYouGoDto),
    description:
      'Creates or updates a score-as-you-go record and publishes it to its watchers (not while ' +
      '`X-Live-Updates: paused`). Anyone may keep a practice record: a new one is answered with a write ' +
      'token (`X-Sayg-Write-Token`) that later changes must send unless made by the same account. A record ' +
      `of a tournament match needs RecordScoresAsYouGo. At most ${saygLimits.bodyBytes / 1024} KB.`,
  },
  saygDelete: {
    method: 'DELETE',
    path: '/api/Sayg/:id',
    access: 'signedIn',
    response: actionResult(recordedScoreAsYouGoDto),
    description: 'Deletes a record its caller may write (see saving it).',
  },
  photo: {
    method: 'GET',
    path: '/api/Photo/:id',
    access: 'public',
    responseTypes: ['image/*'],
    description: `${photoAnswer} Photos of a fixture are shown to those who may see its score card.`,
  },
  photoScaled: {
    method: 'GET',
    path: '/api/Photo/:id/:height',
    access: 'public',
    responseTypes: ['image/*'],
    description: `The photo scaled to \`height\` pixels high (a whole number, at least 1). ${photoAnswer}`,
  },
  scoresPhotoUpload: {
    method: 'POST',
    path: '/api/Scores/Photo',
    access: 'UploadPhotos',
    form: photoUploadForm,
    response: actionResult(gameDto),
    description: 'Adds a photo of the result sheet to a fixture; without a `Photo` file, 400 with no body.',
  },
  scoresPhotoDelete: {
    method: 'DELETE',
    path: '/api/Scores/Photo/:id/:photoId',
    access: ['UploadPhotos', 'DeleteAnyPhoto'],
    response: actionResult(gameDto),
    description: '`id` is the fixture’s. Uploaders delete their own photos; DeleteAnyPhoto deletes anyone’s.',
  },
} as const satisfies Record<string, RouteEntry>;
