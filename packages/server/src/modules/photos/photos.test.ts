import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { photoMessages } from '@darts/contract';
import { knownFeatures } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { addHomeAwayGame, seedTwoTeams, type TwoTeams } from '../../../test/fixture-seed.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const maxCount = 'No more photos can be added to this entity, maximum photo count reached: 2';

/** A small photo-like PNG (noise, so it is well over the 1 KB "empty" line). */
const aPng = (width = 120, height = 80) =>
  sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();

/** A plain JPEG of the given size. */
const aJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();

type File = { content: Buffer; name?: string; type?: string };
type Answer = { status: number; text: string; json: any; headers: Headers };

describe.each(testDatabases)('photos on %s', (kind) => {
  let server: TestServer;
  let uploader: TestClient;
  let other: TestClient;
  let third: TestClient;
  let viewer: TestClient;
  let remover: TestClient;
  let nobody: TestClient;
  let featureManager: TestClient;
  let seed: TwoTeams;
  let gameId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    seed = await seedTwoTeams(server.handle.db);
    uploader = await server.signIn(['UploadPhotos'], { name: 'Uma Uploader' });
    other = await server.signIn(['UploadPhotos'], { name: 'Olly Other' });
    third = await server.signIn(['UploadPhotos'], { name: 'Tess Third' });
    viewer = await server.signIn(['ViewAnyPhoto'], { name: 'Vic Viewer' });
    remover = await server.signIn(['DeleteAnyPhoto'], { name: 'Rae Remover' });
    nobody = await server.signIn(['ManageScores'], { name: 'Nat Nobody' });
    featureManager = await server.signIn(['ManageFeatures']);
  });
  afterAll(() => server.close());

  beforeEach(async () => {
    server.clock.advance(60_000);
    gameId = await addHomeAwayGame(server.handle.db, seed);
  });

  async function send(
    who: TestClient,
    method: string,
    path: string,
    body?: FormData,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await fetch(server.baseUrl + path, {
      method,
      body,
      headers: { ...headers, ...(who.cookie ? { cookie: who.cookie } : {}) },
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = undefined;
    }
    return { status: response.status, text, json, headers: response.headers };
  }

  /** POST /api/Scores/Photo as a browser sends it: the `Photo` file and the game `id`. */
  async function upload(who: TestClient, file: File | undefined, id: string | null = gameId) {
    const form = new FormData();
    if (file)
      form.append(
        'Photo',
        new Blob([file.content], { type: file.type ?? 'image/png' }),
        file.name ?? 'result sheet.png',
      );
    if (id !== null) form.append('id', id);
    return send(who, 'POST', '/api/Scores/Photo', form);
  }

  async function image(who: TestClient, path: string, headers: Record<string, string> = {}) {
    const response = await fetch(server.baseUrl + path, {
      headers: { ...headers, ...(who.cookie ? { cookie: who.cookie } : {}) },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes };
  }

  const remove = (who: TestClient, photoId: string, id = gameId) =>
    send(who, 'DELETE', `/api/Scores/Photo/${id}/${photoId}`);
  const photosOnGame = async (who: TestClient = server.anonymous) => (await who.get(`/api/Game/${gameId}`)).json.photos;
  /** Every stored photo row, deleted or not: what a refusal must leave alone. */
  const storedRows = () =>
    server.handle.db.selectFrom('photo').select(['id', 'entityId', 'deleted', 'fileSize']).orderBy('id').execute();
  /** When and by whom the photo row `id` was deleted. */
  const removalOf = (id: string) =>
    server.handle.db.selectFrom('photo').select(['deleted', 'remover']).where('id', '=', id).executeTakeFirst();

  async function uploaded(who: TestClient = uploader, file?: File): Promise<string> {
    const response = await upload(who, file ?? { content: await aPng() });
    expect(response.json).toMatchObject({ success: true });
    return (response.json.result.photos as Array<{ id: string; author: string }>).at(-1)!.id;
  }

  /** The answer is a refusal with exactly `warnings`, and no photo row changed. */
  async function refusesWith(action: () => Promise<Answer>, warnings: string[], status = 200) {
    const before = await storedRows();
    const response = await action();
    expect(response.status).toBe(status);
    expect(response.json).toMatchObject({ warnings, messages: [] });
    expect(response.json.success).toBeFalsy();
    expect(response.json.result).toBeUndefined();
    expect(await storedRows()).toEqual(before);
  }

  async function setPhotosEnabled(value: string | undefined) {
    const response = await featureManager.put('/api/Feature', {
      id: knownFeatures.PhotosEnabled.id,
      configuredValue: value,
    });
    expect(response.json.success).toBe(true);
  }

  describe('upload (contract §20.2)', () => {
    it('adds a photo, stores it as a resized JPEG and lists it on the fixture', async () => {
      const response = await upload(uploader, { content: await aPng() });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ success: true, messages: ['Photo added'], warnings: [], errors: [] });
      const [photo] = response.json.result.photos;
      expect(photo).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        created: expect.stringMatching(/^2026-11-21T12:\d\d:\d\d\.\d{7}Z$/),
        author: 'Uma Uploader',
        fileSize: expect.any(Number),
        fileName: 'result sheet.jpg',
        contentType: 'image/jpeg',
      });
      expect(response.json.result).toMatchObject({ id: gameId, home: { name: 'Home' }, away: { name: 'Away' } });
      // Everyone loading the score card sees the reference (GET /api/Game/{id}).
      expect(await photosOnGame()).toEqual([photo]);

      const stored = await image(uploader, `/api/Photo/${photo.id}`);
      expect(stored.status).toBe(200);
      expect(stored.bytes.length).toBe(photo.fileSize);
      expect(stored.headers.get('content-type')).toBe('image/jpeg');
      expect(stored.headers.get('content-disposition')).toBe('inline; filename="result sheet.jpg"');
      expect(stored.headers.get('last-modified')).toMatch(/^Sat, 21 Nov 2026 12:\d\d:\d\d GMT$/);
      expect(await sharp(stored.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    });

    it('resizes a tall upload to 1500 px high, keeping its aspect', async () => {
      const tall = await aJpeg(1000, 3000);
      const id = await uploaded(uploader, { content: tall, name: 'tall.jpeg', type: 'image/jpeg' });
      const stored = await image(uploader, `/api/Photo/${id}`);
      expect(await sharp(stored.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 500, height: 1500 });
      // The trailing-slash form is the full size too.
      const slash = await image(uploader, `/api/Photo/${id}/`);
      expect(slash.bytes.equals(stored.bytes)).toBe(true);
    });

    it('answers a 50 px thumbnail, and never scales up', async () => {
      const id = await uploaded(uploader, { content: await aJpeg(400, 600), name: 'sheet.jpg' });
      const thumbnail = await image(uploader, `/api/Photo/${id}/50`);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
      expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ height: 50, width: 33 });
      expect(await sharp((await image(uploader, `/api/Photo/${id}/2000`)).bytes).metadata()).toMatchObject({
        height: 600,
      });
      expect((await image(uploader, `/api/Photo/${id}/tall`)).status).toBe(400);
    });

    it('answers 304 with no body while the photo is unchanged (contract §20.1)', async () => {
      const id = await uploaded();
      const first = await image(uploader, `/api/Photo/${id}/50`);
      const lastModified = first.headers.get('last-modified')!;
      const again = await image(uploader, `/api/Photo/${id}/50`, { 'If-Modified-Since': lastModified });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      const later = new Date(Date.parse(lastModified) + 3_600_000).toUTCString();
      expect((await image(uploader, `/api/Photo/${id}`, { 'If-Modified-Since': later })).status).toBe(304);
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
      expect((await image(uploader, `/api/Photo/${id}`, { 'If-Modified-Since': earlier })).status).toBe(200);
    });

    it("replaces the uploader's own photo rather than adding a second", async () => {
      const first = await uploaded();
      server.clock.advance(1000);
      const response = await upload(uploader, { content: await aPng(90, 60), name: 'again.png' });
      expect(response.json).toMatchObject({ success: true, messages: ['Photo added'] });
      const photos = response.json.result.photos;
      expect(photos).toHaveLength(1);
      expect(photos[0]).toMatchObject({ author: 'Uma Uploader', fileName: 'again.jpg' });
      expect(photos[0].id).not.toBe(first);
      expect((await image(uploader, `/api/Photo/${first}`)).status).toBe(404);
      // The replaced photo is soft-deleted: its row stays, marked.
      const old = await removalOf(first);
      expect(old).toEqual({ deleted: expect.any(String), remover: 'Uma Uploader' });
    });

    it('holds at most two photos per fixture', async () => {
      await uploaded(uploader);
      await uploaded(other);
      await refusesWith(async () => upload(third, { content: await aPng() }), [maxCount]);
      expect(await photosOnGame()).toHaveLength(2);
      // A full fixture still takes a replacement of one's own.
      const replaced = await upload(other, { content: await aPng(60, 60) });
      expect(replaced.json.success).toBe(true);
      expect(replaced.json.result.photos.map((p: { author: string }) => p.author)).toEqual([
        'Uma Uploader',
        'Olly Other',
      ]);
    });

    it.each([
      ['nothing in it', 0],
      ['under 1 KB', 1023],
    ])("refuses a file with %s: 'File is empty'", async (_, size) => {
      await refusesWith(() => upload(uploader, { content: Buffer.alloc(size, 7) }), [photoMessages.empty]);
    });

    it("refuses a file that is not an image: 'The file is not an image'", async () => {
      const text = Buffer.from('Home 5 - 3 Away\n'.repeat(200));
      await refusesWith(
        () => upload(uploader, { content: text, name: 'scores.txt', type: 'text/plain' }),
        ['The file is not an image'],
      );
      const pretending = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4000, 1)]);
      await refusesWith(
        () => upload(uploader, { content: pretending, name: 'broken.jpg', type: 'image/jpeg' }),
        ['The file is not an image'],
      );
    });

    it('refuses a file over 10 MB with a clear message, not a crash', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
      await refusesWith(
        () => upload(uploader, { content: big, name: 'huge.jpg' }),
        ['The photo is too big: the limit is 10 MB'],
      );
      // The server carries on answering.
      expect((await upload(uploader, { content: await aPng() })).json.success).toBe(true);
    });

    it('answers 400 with an empty body without a file, and a problem for a bad id', async () => {
      const before = await storedRows();
      const noFile = await upload(uploader, undefined);
      expect(noFile.status).toBe(400);
      expect(noFile.text).toBe('');
      const notMultipart = await uploader.post('/api/Scores/Photo', { id: gameId });
      expect(notMultipart.status).toBe(400);
      const noId = await upload(uploader, { content: await aPng() }, null);
      expect(noId.status).toBe(400);
      expect(noId.json.errors).toEqual({ id: ['The id field is required.'] });
      const badId = await upload(uploader, { content: await aPng() }, 'game-1');
      expect(badId.json.errors).toEqual({ id: ["The value 'game-1' is not valid."] });
      expect(await storedRows()).toEqual(before);
    });

    it('answers a broken multipart form with a 400 validation problem, not a 500 (issue #16)', async () => {
      const before = await storedRows();
      const response = await uploader.request('POST', '/api/Scores/Photo', '--x\r\nnonsense', {
        'content-type': 'multipart/form-data; boundary=x',
      });
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual({ '': [expect.stringMatching(/^The form could not be read/)] });
      expect(await storedRows()).toEqual(before);
    });

    it("refuses an unknown fixture: 'Game not found'", async () => {
      await refusesWith(async () => upload(uploader, { content: await aPng() }, unknownId), ['Game not found']);
    });

    it('needs a signed-in caller holding UploadPhotos (contract §0.2)', async () => {
      await refusesWith(async () => upload(server.anonymous, { content: await aPng() }), ['Not logged in'], 401);
      await refusesWith(async () => upload(nobody, { content: await aPng() }), ['Not permitted'], 403);
      await refusesWith(async () => upload(viewer, { content: await aPng() }), ['Not permitted'], 403);
    });
  });

  describe('who sees a photo (contract §20.1)', () => {
    it('shows it to its uploader and ViewAnyPhoto only; 404 with no body for anyone else', async () => {
      const id = await uploaded();
      expect((await image(uploader, `/api/Photo/${id}`)).status).toBe(200);
      expect((await image(viewer, `/api/Photo/${id}/50`)).status).toBe(200);
      for (const who of [server.anonymous, other, remover, nobody]) {
        const hidden = await image(who, `/api/Photo/${id}`);
        expect(hidden.status).toBe(404);
        expect(hidden.bytes.length).toBe(0);
      }
      expect((await image(viewer, `/api/Photo/${unknownId}`)).status).toBe(404);
    });
  });

  describe('delete (contract §20.3)', () => {
    it('lets the uploader delete their own photo', async () => {
      const id = await uploaded();
      const response = await remove(uploader, id);
      expect(response.json).toMatchObject({ success: true, messages: ['Photo deleted'], warnings: [] });
      expect(response.json.result.photos).toEqual([]);
      expect(await photosOnGame()).toEqual([]);
      expect((await image(viewer, `/api/Photo/${id}`)).status).toBe(404);
      const row = await removalOf(id);
      expect(row).toEqual({ deleted: expect.any(String), remover: 'Uma Uploader' });
    });

    it("refuses someone else's photo without DeleteAnyPhoto, and DeleteAnyPhoto removes anyone's", async () => {
      const id = await uploaded();
      await refusesWith(() => remove(other, id), ['You can only delete your own photos']);
      expect(await photosOnGame()).toHaveLength(1);
      const response = await remove(remover, id);
      expect(response.json).toMatchObject({ success: true, messages: ['Photo deleted'] });
      expect(await photosOnGame()).toEqual([]);
    });

    it("refuses an unknown photo, or one of another fixture: 'Not found'", async () => {
      const id = await uploaded();
      await refusesWith(() => remove(uploader, unknownId), ['Not found']);
      await refusesWith(() => remove(uploader, id, unknownId), ['Not found']);
      await remove(uploader, id);
      await refusesWith(() => remove(uploader, id), ['Not found']);
    });

    it('needs a signed-in caller holding UploadPhotos or DeleteAnyPhoto', async () => {
      const id = await uploaded();
      await refusesWith(() => remove(server.anonymous, id), ['Not logged in'], 401);
      await refusesWith(() => remove(viewer, id), ['Not permitted'], 403);
      await refusesWith(() => remove(nobody, id), ['Not permitted'], 403);
    });
  });

  describe('with PhotosEnabled off (contract §13.3)', () => {
    it('refuses uploads and deletes and hides every photo', async () => {
      const id = await uploaded();
      await setPhotosEnabled('false');
      try {
        await refusesWith(async () => upload(uploader, { content: await aPng() }), ['Feature disabled']);
        await refusesWith(() => remove(uploader, id), ['Feature disabled']);
        const hidden = await image(viewer, `/api/Photo/${id}`);
        expect(hidden.status).toBe(404);
        expect(hidden.bytes.length).toBe(0);
        expect((await image(uploader, `/api/Photo/${id}/50`)).status).toBe(404);
      } finally {
        await setPhotosEnabled(undefined);
      }
      expect((await image(viewer, `/api/Photo/${id}`)).status).toBe(200);
    });
  });

  it('lists the photos on a saved score card too (PUT /api/Scores/{id})', async () => {
    const id = await uploaded();
    const scorer = await server.signIn(['ManageScores']);
    const game = (await scorer.get(`/api/Game/${gameId}`)).json;
    const saved = await scorer.put(`/api/Scores/${gameId}`, {
      address: 'Somewhere',
      lastUpdated: game.updated,
      matches: [],
    });
    expect(saved.json.success).toBe(true);
    expect(saved.json.result.photos.map((p: { id: string }) => p.id)).toEqual([id]);
  });
});
