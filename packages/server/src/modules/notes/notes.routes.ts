import type { FastifyPluginAsync } from 'fastify';
import { canAddNote, noteAdders } from '@darts/domain';
import { routes, type ActionResult, type FixtureDateNoteDto } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccess, requireAccount } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { notPermitted } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { idParams } from '../../http/params.js';
import { seasonNotes, toNoteDto, type StoredNote } from './notes.repository.js';
import { deleteNote, saveNote } from './notes.service.js';

const present = ({ result, ...rest }: ActionResult<StoredNote>): ActionResult<FixtureDateNoteDto> =>
  result ? { ...rest, result: toNoteDto(result) } : rest;

/**
 * Fixture-date notes: anyone reads a season's notes; adding one needs
 * ManageGames or ManageNotes, editing and deleting ManageNotes.
 */
export function noteRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, routes.notes, async (request) => {
      const { seasonId } = idParams(request, 'seasonId');
      return (await seasonNotes(deps.db, seasonId)).map(toNoteDto);
    });

    route(app, routes.noteAdd, { onRequest: refuseFirst(noteAdders) }, async (request) => {
      const edit = parseOrThrow(routes.noteAdd.body, request.body);
      const account = requireAccount(request);
      if (!canAddNote(account)) throw notPermitted();
      return present(await saveNote(deps, null, edit, account.name));
    });

    route(app, routes.noteUpdate, { onRequest: refuseFirst(['ManageNotes']) }, async (request) => {
      const { id } = idParams(request, 'id');
      const edit = parseOrThrow(routes.noteUpdate.body, request.body);
      const account = requireAccess(request, 'ManageNotes');
      return present(await saveNote(deps, id, edit, account.name));
    });

    route(app, routes.noteDelete, { onRequest: refuseFirst(['ManageNotes']) }, async (request) => {
      const { id } = idParams(request, 'id');
      const account = requireAccess(request, 'ManageNotes');
      return present(await deleteNote(deps, id, account.name));
    });
  };
}
