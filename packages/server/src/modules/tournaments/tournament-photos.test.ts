import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { photoMessages, tournamentTexts } from '@darts/contract';
import { knownFeatures } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { seedTwoTeams } from '../../../test/fixture-seed.js';
import { createTournament, knockoutBody } from '../../../test/tournament-seed.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';

/** A small photo-like PNG (noise, so it is well over the 1 KB "empty" line). */
const aPng = () =>
  sharp({
    create: {
      width: 120,
      height: 80,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();

describe.each(testDatabases)('tournament photos on %s', (kind) => {
  let server: TestServer;
  let organiser: TestClient;
  let uploader: TestClient;
  let other: TestClient;
  let remover: TestClient;
  let nobody: TestClient;
  let tournament: any;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const seed = await seedTwoTeams(server.handle.db);
    organiser = await server.signIn(['ManageTournaments', 'ManageFeatures'], { name: 'Olive Organiser' });
    uploader = await server.signIn(['UploadPhotos'], { name: 'Uma Uploader' });
    other = await server.signIn(['UploadPhotos'], { name: 'Olly Other' });
    remover = await server.signIn(['DeleteAnyPhoto'], { name: 'Rae Remover' });
    nobody = await server.signIn(['ManageTournaments'], { name: 'Ned Nobody' });
    const enabled = await organiser.put('/api/Feature', {
      id: knownFeatures.PhotosEnabled.id,
      configuredValue: 'true',
    });
    expect(enabled.json.success).toBe(true);
    tournament = await createTournament(organiser, knockoutBody({ seasonId: seed.season, divisionId: seed.division }));
  });
  afterAll(() => server.close());
  beforeEach(() => server.clock.advance(60_000));

  /** POST /api/Tournament/Photo as a browser sends it: the `Photo` file and the tournament `id`. */
  async function upload(who: TestClient, id: string = tournament.id, content?: Buffer) {
    const form = new FormData();
    form.append('Photo', new Blob([content ?? (await aPng())], { type: 'image/png' }), 'bracket.png');
    form.append('id', id);
    const response = await fetch(`${server.baseUrl}/api/Tournament/Photo`, {
      method: 'POST',
      body: form,
      headers: who.cookie ? { cookie: who.cookie } : {},
    });
    return { status: response.status, json: (await response.json()) as any };
  }
  const remove = (who: TestClient, photoId: string, id: string = tournament.id) =>
    who.delete(`/api/Tournament/Photo/${id}/${photoId}`);
  const stored = async () => (await server.anonymous.get(`/api/Tournament/${tournament.id}`)).json;
  const livePoll = async () => (await server.anonymous.get(`/api/Live/Update/${tournament.id}/Tournament`)).json;

  it('adds a photo, answers with the whole tournament and publishes it live, keeping the save token', async () => {
    const before = await stored();
    const response = await upload(uploader);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, messages: [photoMessages.added] });
    const result = response.json.result;
    expect(result.photos).toEqual([
      {
        id: expect.any(String),
        created: expect.any(String),
        author: 'Uma Uploader',
        fileSize: expect.any(Number),
        fileName: 'bracket.jpg',
        contentType: 'image/jpeg',
      },
    ]);
    expect({ ...result, photos: [] }).toEqual({ ...before, photos: [] });
    expect(await stored()).toEqual(result);
    expect((await livePoll()).result.data).toEqual(result);

    const deleted = await remove(uploader, result.photos[0].id);
    expect(deleted.json).toMatchObject({ success: true, messages: [photoMessages.deleted], result: { photos: [] } });
    expect((await stored()).photos).toEqual([]);
    expect((await livePoll()).result.data).toEqual(deleted.json.result);
  });

  it('keeps one photo per uploader and at most two per tournament', async () => {
    await upload(uploader);
    const replaced = await upload(uploader);
    expect(replaced.json.result.photos).toHaveLength(1);
    await upload(other);
    const third = await upload(await server.signIn(['UploadPhotos']));
    expect(third.json).toMatchObject({ success: false, warnings: [photoMessages.maxCount(2)] });
    for (const photo of (await stored()).photos) await remove(remover, photo.id);
    expect((await stored()).photos).toEqual([]);
  });

  it('lets only the uploader or DeleteAnyPhoto remove a photo', async () => {
    const photoId = (await upload(uploader)).json.result.photos[0].id;
    expect((await remove(other, photoId)).json).toMatchObject({ success: false, warnings: [photoMessages.onlyOwn] });
    expect((await remove(nobody, photoId)).status).toBe(403);
    expect((await remove(server.anonymous, photoId)).status).toBe(401);
    expect((await remove(uploader, unknownId)).json).toMatchObject({ warnings: [photoMessages.notFound] });
    expect((await stored()).photos.map((p: { id: string }) => p.id)).toEqual([photoId]);
    expect((await remove(remover, photoId)).json.success).toBe(true);
  });

  it('refuses uploads from callers without UploadPhotos and to unknown tournaments', async () => {
    expect((await upload(server.anonymous)).status).toBe(401);
    expect((await upload(nobody)).status).toBe(403);
    const unknown = await upload(uploader, unknownId);
    expect(unknown.json).toMatchObject({ success: false, warnings: [tournamentTexts.notFound] });
    expect((await stored()).photos).toEqual([]);
  });
});
