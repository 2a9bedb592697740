import type { FastifyPluginAsync } from 'fastify';
import { canAddNote, noteAdders } from '@darts/domain';
import { editFixtureDateNoteDto, type ActionResult, type FixtureDateNoteDto } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccess, requireAccount } from '../../http/auth.js';
import { notPermitted } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { idParams } from '../../http/params.js';
import { seasonNotes, toNoteDto, type StoredNote } from './notes.repository.js';
import { deleteNote, saveNote } from './notes.service.js';

const present = ({ result, ...rest }: ActionResult<StoredNote>): ActionResult<FixtureDateNoteDto> =>
  result ? { ...rest, result: toNoteDto(result) } : rest;

/**
 * Fixture-date notes (contract §10, §22 #8): anyone reads a season's notes; adding one needs
 * ManageGames or ManageNotes (spec 1 §6), editing and deleting ManageNotes.
 */
export function noteRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/Note/:seasonId', async (request) => {
      const { seasonId } = idParams(request, 'seasonId');
      return (await seasonNotes(deps.db, seasonId)).map(toNoteDto);
    });

    app.post('/api/Note', { onRequest: refuseFirst(noteAdders) }, async (request) => {
      const edit = parseOrThrow(editFixtureDateNoteDto, request.body);
      const account = requireAccount(request);
      if (!canAddNote(account)) throw notPermitted();
      return present(await saveNote(deps, null, edit, account.name));
    });

    app.put('/api/Note/:id', { onRequest: refuseFirst(['ManageNotes']) }, async (request) => {
      const { id } = idParams(request, 'id');
      const edit = parseOrThrow(editFixtureDateNoteDto, request.body);
      const account = requireAccess(request, 'ManageNotes');
      return present(await saveNote(deps, id, edit, account.name));
    });

    app.delete('/api/Note/:id', { onRequest: refuseFirst(['ManageNotes']) }, async (request) => {
      const { id } = idParams(request, 'id');
      const account = requireAccess(request, 'ManageNotes');
      return present(await deleteNote(deps, id, account.name));
    });
  };
}
