import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { photoLimits, routes } from '@darts/contract';
import { canAny, isUuid } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccess, requireAccount } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { notPermitted, ValidationError } from '../../http/errors.js';
import { unreadableForm } from '../../http/unreadable-form.js';
import { idParams } from '../../http/params.js';
import { scaledTo } from './photo-image.js';
import { presentGameOutcome } from '../games/game-presenter.js';
import { findPhoto } from './photos.repository.js';
import { presentOutcome } from '../tournaments/tournament-presenter.js';
import { publishTournament } from '../tournaments/tournament-live.js';
import { addPhoto, canViewPhoto, deletePhotoOf, photosEnabled, refuseTooBig, type Upload } from './photos.service.js';
import { addGamePhoto, deleteGamePhoto } from '../games/game-photos.js';
import { tournamentPhotos } from '../tournaments/tournament-photos.js';

/** The multipart form of contract §20.2: the `Photo` file and the entity `id` (names in any case). */
type UploadForm = { id?: string; photo?: Upload | 'tooBig' };

async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = {};
  if (!request.isMultipart()) return form;
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.toLowerCase();
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (name === 'photo' && !form.photo) form.photo = { content, fileName: part.filename };
      } else if (name === 'id' && typeof part.value === 'string') {
        form.id = part.value;
      }
    }
  } catch (error) {
    // Over the 10 MB limit: a clear refusal rather than a 413; the rest is discarded.
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw unreadableForm(error);
    form.photo = 'tooBig';
  }
  return form;
}

function entityId(value: string | undefined): string {
  if (value && isUuid(value)) return value.toLowerCase();
  throw new ValidationError({ id: [value ? `The value '${value}' is not valid.` : 'The id field is required.'] });
}

/** The optional height path value of GET /api/Photo/{id}/{height}: whole pixels, at least 1. */
function heightParam(request: FastifyRequest): number | undefined {
  const value = (request.params as { height?: string }).height;
  if (value === undefined || value === '') return undefined;
  if (/^\d{1,5}$/.test(value) && Number(value) > 0) return Number(value);
  throw new ValidationError({ height: [`The value '${value}' is not valid.`] });
}

/** `inline; filename="…"` with a plain-ASCII name, plus the exact name as RFC 8187 when it differs. */
function contentDisposition(fileName: string | null): string {
  if (!fileName) return 'inline';
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return ascii === fileName
    ? `inline; filename="${ascii}"`
    : `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Photos: download for who may see them, upload and delete on a fixture or tournament. */
export function photoRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;

  /** Image bytes, or 404 with no body when missing, hidden from the caller or switched off (§20.1). */
  async function servePhoto(request: FastifyRequest, reply: FastifyReply) {
    const { id } = idParams(request, 'id');
    const height = heightParam(request);
    if (!(await photosEnabled(deps))) return reply.code(404).send();
    const photo = await findPhoto(db, id);
    if (!photo || !canViewPhoto(request.account, photo)) return reply.code(404).send();
    // HTTP dates carry whole seconds: compare at that precision.
    const modified = Math.floor(Date.parse(photo.updated) / 1000) * 1000;
    reply.header('Last-Modified', new Date(modified).toUTCString()).header('Cache-Control', 'private, no-cache');
    const since = Date.parse(request.headers['if-modified-since'] ?? '');
    if (!Number.isNaN(since) && modified <= since) return reply.code(304).send();
    const body = height ? await scaledTo(photo, height) : photo.content;
    return reply.type(photo.contentType).header('Content-Disposition', contentDisposition(photo.fileName)).send(body);
  }

  const uploaders = { onRequest: refuseFirst(['UploadPhotos']) };
  const deleters = { onRequest: refuseFirst(['UploadPhotos', 'DeleteAnyPhoto']) };

  return async (app) => {
    // Only this plugin reads multipart bodies: files of at most 10 MB (the first `Photo` is used), a few small fields.
    await app.register(multipart, {
      limits: { fileSize: photoLimits.maxUploadBytes, fieldSize: 1024, fields: 10, files: 2, parts: 12 },
    });

    route(app, routes.photo, servePhoto);
    route(app, routes.photoScaled, servePhoto);

    route(app, routes.scoresPhotoUpload, uploaders, async (request, reply) => {
      const account = requireAccess(request, 'UploadPhotos');
      const form = await readUploadForm(request);
      // Contract §20.2: no file, 400 with an empty body.
      if (!form.photo) return reply.code(400).send();
      if (form.photo === 'tooBig') return refuseTooBig(deps);
      const gameId = entityId(form.id);
      return presentGameOutcome(deps, account, await addGamePhoto(deps, account, gameId, form.photo));
    });

    route(app, routes.scoresPhotoDelete, deleters, async (request) => {
      const { id, photoId } = idParams(request, 'id', 'photoId');
      const account = requireAccount(request);
      if (!canAny(account, ['UploadPhotos', 'DeleteAnyPhoto'])) throw notPermitted();
      return presentGameOutcome(deps, account, await deleteGamePhoto(deps, account, id, photoId));
    });

    // A tournament's photos: the same rules, answered with the whole tournament, published live.
    route(app, routes.tournamentPhotoUpload, uploaders, async (request, reply) => {
      const account = requireAccess(request, 'UploadPhotos');
      const form = await readUploadForm(request);
      if (!form.photo) return reply.code(400).send();
      if (form.photo === 'tooBig') return refuseTooBig(deps);
      const tournamentId = entityId(form.id);
      const outcome = await presentOutcome(
        db,
        await addPhoto(deps, account, tournamentPhotos(tournamentId), form.photo),
      );
      if (outcome.result) await publishTournament(deps, request, outcome.result);
      return outcome;
    });

    route(app, routes.tournamentPhotoDelete, deleters, async (request) => {
      const { id, photoId } = idParams(request, 'id', 'photoId');
      const account = requireAccount(request);
      if (!canAny(account, ['UploadPhotos', 'DeleteAnyPhoto'])) throw notPermitted();
      const outcome = await presentOutcome(db, await deletePhotoOf(deps, account, tournamentPhotos(id), photoId));
      if (outcome.result) await publishTournament(deps, request, outcome.result);
      return outcome;
    });
  };
}
