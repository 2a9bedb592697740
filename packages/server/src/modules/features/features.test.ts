import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownFeatures } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { featureValue } from './features.repository.js';

const photos = knownFeatures.PhotosEnabled.id;
const favourites = knownFeatures.FavouritesEnabled.id;
const veto = knownFeatures.VetoScores.id;
const unknownId = '6a1f0e2c-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

describe.each(testDatabases)('features on %s', (kind) => {
  let server: TestServer;
  let manager: TestClient;
  const feature = async (id: string) =>
    ((await server.anonymous.get('/api/Feature')).json as Array<{ id: string }>).find((f) => f.id === id) as
      Record<string, unknown> | undefined;

  beforeAll(async () => {
    server = await startTestServer(kind);
    manager = await server.signIn(['ManageFeatures'], { name: 'Fran Manager' });
  });
  afterAll(() => server.close());

  it('lists every known feature to anyone, unconfigured', async () => {
    const response = await server.anonymous.get('/api/Feature');
    expect(response.status).toBe(200);
    expect(response.json).toHaveLength(Object.keys(knownFeatures).length);
    expect(response.json).toContainEqual({
      id: photos,
      name: 'PhotosEnabled',
      description: knownFeatures.PhotosEnabled.description,
      valueType: 'Boolean',
      defaultValue: 'true',
    });
  });

  it.each([
    ['signed out', undefined, 401, 'Not logged in'],
    ['without ManageFeatures', [], 403, 'Not permitted'],
  ] as const)('refuses a change %s and changes nothing', async (_, access, status, warning) => {
    const caller = access ? await server.signIn([...access]) : server.anonymous;
    const response = await caller.put('/api/Feature', { id: photos, configuredValue: 'false' });
    expect(response.status).toBe(status);
    expect(response.json).toEqual({ success: false, errors: [], warnings: [warning], messages: [], trace: [] });
    expect((await feature(photos))?.configuredValue).toBeUndefined();
  });

  it('clears cached anonymous reads when a feature changes, and not when a change is refused', async () => {
    const vetoScores = knownFeatures.VetoScores.id;
    server.cache.set('division-data', 'cached', { divisionIds: ['d1'] });
    await (await server.signIn([])).put('/api/Feature', { id: vetoScores, configuredValue: '01:00:00' });
    expect(server.cache.get('division-data')).toBe('cached');
    const response = await manager.put('/api/Feature', { id: vetoScores, configuredValue: '01:00:00' });
    expect(response.json.success).toBe(true);
    expect(server.cache.get('division-data')).toBeUndefined();
    await manager.put('/api/Feature', { id: vetoScores });
  });

  it('stores a value of the right type and shows it with its audit fields', async () => {
    const response = await manager.put('/api/Feature', { Id: photos.toUpperCase(), ConfiguredValue: 'False' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, messages: ['Feature updated'], warnings: [], errors: [] });
    expect(response.json.result).toMatchObject({ id: photos, configuredValue: 'false', editor: 'Fran Manager' });
    expect(response.json.result.updated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}Z$/);
    expect(await feature(photos)).toMatchObject({
      configuredValue: 'false',
      author: 'Fran Manager',
      defaultValue: 'true',
    });
    expect(await featureValue(server.handle.db, 'PhotosEnabled')).toBe('false');
  });

  it.each([
    [favourites, 'yes', 'Boolean'],
    [veto, '90 minutes', 'TimeSpan'],
  ])('refuses %s = %j as not a %s, saving nothing', async (id, value, type) => {
    const response = await manager.put('/api/Feature', { id, configuredValue: value });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      success: false,
      warnings: [`Configured value isn't compatible, it must be a ${type}`],
    });
    expect((await feature(id))?.configuredValue).toBeUndefined();
  });

  it('clears the configuration when given the default or an empty value', async () => {
    await manager.put('/api/Feature', { id: veto, configuredValue: '01:00:00' });
    expect((await feature(veto))?.configuredValue).toBe('01:00:00');
    const toDefault = await manager.put('/api/Feature', { id: veto, configuredValue: '00:00:00' });
    expect(toDefault.json).toMatchObject({ success: true, messages: ['Feature updated'] });
    expect((await feature(veto))?.configuredValue).toBeUndefined();

    await manager.put('/api/Feature', { id: favourites, configuredValue: 'true' });
    expect(await featureValue(server.handle.db, 'FavouritesEnabled')).toBe('true');
    expect((await manager.put('/api/Feature', { id: favourites, configuredValue: '' })).json.success).toBe(true);
    expect((await feature(favourites))?.configuredValue).toBeUndefined();
    expect(await featureValue(server.handle.db, 'FavouritesEnabled')).toBe('false');

    // Configured again after being cleared.
    await manager.put('/api/Feature', { id: favourites, configuredValue: 'true' });
    expect((await feature(favourites))?.configuredValue).toBe('true');
  });

  it('refuses to clear a configuration that does not exist', async () => {
    const response = await manager.put('/api/Feature', { id: knownFeatures.RandomisedSingles.id });
    expect(response.json).toMatchObject({
      success: false,
      warnings: ['Unable to create a configuration with an empty value'],
    });
  });

  it('saves an unknown feature with a warning and lists it as Unknown', async () => {
    const response = await manager.put('/api/Feature', { id: unknownId, configuredValue: 'anything' });
    expect(response.json).toMatchObject({
      success: true,
      warnings: ["Feature isn't known (anymore/yet) - data type cannot be validated"],
      messages: ['Feature updated'],
    });
    expect(await feature(unknownId)).toMatchObject({ valueType: 'Unknown', configuredValue: 'anything' });

    await manager.put('/api/Feature', { id: unknownId, configuredValue: null });
    expect(await feature(unknownId)).toBeUndefined();
  });

  it('answers a malformed request with a validation problem', async () => {
    const response = await manager.put('/api/Feature', { id: 'not-an-id', configuredValue: 5 });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.errors).sort()).toEqual(['ConfiguredValue', 'Id']);
  });
});
