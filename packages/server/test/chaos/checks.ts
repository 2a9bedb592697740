import type { Db } from '../../src/db/database.js';
import type { TestClient } from '../harness.js';

/**
 * What must hold after any crash and restart: every fixture and tournament reads through
 * the API, every division's data reads, and every sayg link (a card's or a tournament's) names a live
 * record. Each check returns the problems it found (empty when the database is consistent).
 */

/** Every `saygId` anywhere in a stored JSON document (cards, submissions, tournament rounds). */
export function saygIdsIn(json: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'saygId' && typeof inner === 'string' && inner) found.push(inner);
        else walk(inner);
      }
    }
  };
  walk(JSON.parse(json));
  return found;
}

/** Every fixture (GET /api/Game/{id}) and every division's data of each season (GET /api/Division/Data). */
export async function unreadableFixtures(api: TestClient, db: Db): Promise<string[]> {
  const problems: string[] = [];
  const games = await db
    .selectFrom('game')
    .select(['id', 'divisionId', 'seasonId'])
    .where('deleted', 'is', null)
    .execute();
  for (const game of games) {
    const response = await api.get(`/api/Game/${game.id}`);
    if (response.status !== 200 || response.json?.id !== game.id)
      problems.push(`GET /api/Game/${game.id}: ${response.status} ${response.text.slice(0, 200)}`);
  }
  const places = new Set(games.map((game) => `${game.divisionId}/${game.seasonId}`));
  for (const place of places) {
    const [divisionId, seasonId] = place.split('/');
    const response = await api.get(`/api/Division/Data?divisionId=${divisionId}&seasonId=${seasonId}`);
    if (response.status !== 200 || response.json?.id !== divisionId) {
      problems.push(`GET /api/Division/Data of ${place}: ${response.status} ${response.text.slice(0, 200)}`);
    }
  }
  return problems;
}

/** Every tournament reads through GET /api/Tournament/{id}, with its rounds. */
export async function unreadableTournaments(api: TestClient, db: Db): Promise<string[]> {
  const problems: string[] = [];
  for (const { id } of await db.selectFrom('tournament').select('id').where('deleted', 'is', null).execute()) {
    const response = await api.get(`/api/Tournament/${id}`);
    if (response.status !== 200 || response.json?.id !== id)
      problems.push(`GET /api/Tournament/${id}: ${response.status} ${response.text.slice(0, 200)}`);
  }
  return problems;
}

/** Sayg ids a live card or tournament links to with no live record behind them. */
export async function orphanedSaygLinks(db: Db): Promise<string[]> {
  const links = new Map<string, string>();
  for (const game of await db.selectFrom('game').select(['id', 'card']).where('deleted', 'is', null).execute()) {
    for (const id of saygIdsIn(game.card)) links.set(id, `fixture ${game.id}`);
  }
  for (const tournament of await db
    .selectFrom('tournament')
    .select(['id', 'doc'])
    .where('deleted', 'is', null)
    .execute()) {
    for (const id of saygIdsIn(tournament.doc)) links.set(id, `tournament ${tournament.id}`);
  }
  if (links.size === 0) return [];
  const live = new Set<string>();
  const ids = [...links.keys()];
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('recordedScoreAsYouGo')
      .select('id')
      .where('id', 'in', ids.slice(start, start + 500))
      .where('deleted', 'is', null)
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return ids.filter((id) => !live.has(id)).map((id) => `${links.get(id)} links to sayg ${id}, which is not there`);
}

/** All of the above. */
export async function inconsistencies(api: TestClient, db: Db): Promise<string[]> {
  return [
    ...(await unreadableFixtures(api, db)),
    ...(await unreadableTournaments(api, db)),
    ...(await orphanedSaygLinks(db)),
  ];
}
