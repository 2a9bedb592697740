import { z } from 'zod';
import { actionResult } from './common.js';
import { analysisRequestDto, analysisResponseDto } from './sayg-analysis.js';
import { tournamentGameDto } from './tournament.js';
import { createTournamentSaygDto, patchTournamentDto } from './tournament-patch.js';
import { editTournamentGameDto } from './tournament-writes.js';

/**
 * The tournament routes (contract §19.1, §18.1 analysis, §20 photos); who may call each write is
 * `tournamentAccess`, the texts are `tournamentTexts`. Every write answers with the whole tournament.
 */
export const tournamentRoutes = {
  tournament: { method: 'GET', path: '/api/Tournament/:id', response: tournamentGameDto.nullable() },
  tournaments: { method: 'GET', path: '/api/Tournament', response: z.array(tournamentGameDto) },
  tournamentUpdate: {
    method: 'PUT',
    path: '/api/Tournament',
    body: editTournamentGameDto,
    response: actionResult(tournamentGameDto),
  },
  tournamentDelete: { method: 'DELETE', path: '/api/Tournament/:id', response: actionResult(tournamentGameDto) },
  tournamentPatch: {
    method: 'PATCH',
    path: '/api/Tournament/:id',
    body: patchTournamentDto,
    response: actionResult(tournamentGameDto),
  },
  tournamentSaygAdd: {
    method: 'POST',
    path: '/api/Tournament/:id',
    body: createTournamentSaygDto,
    response: actionResult(tournamentGameDto),
  },
  /** `clearScores` is `true` or `false`; true also resets the match's scores to 0 (§19.1). */
  tournamentSaygDelete: {
    method: 'DELETE',
    path: '/api/Tournament/:id/:matchId/:clearScores',
    response: actionResult(tournamentGameDto),
  },
  /** Multipart: a `Photo` file and the tournament `id` (contract §20.2). */
  tournamentPhotoUpload: { method: 'POST', path: '/api/Tournament/Photo', response: actionResult(tournamentGameDto) },
  tournamentPhotoDelete: {
    method: 'DELETE',
    path: '/api/Tournament/Photo/:id/:photoId',
    response: actionResult(tournamentGameDto),
  },
  saygAnalyse: {
    method: 'POST',
    path: '/api/Sayg/Analyse',
    body: analysisRequestDto,
    response: actionResult(analysisResponseDto),
  },
} as const;
