import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { proposalResultDto } from '@darts/contract';
import { accessOptions, doubleRoundRobinTemplate } from '@darts/domain';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database.js';
import { createAccount } from '../../src/modules/accounts/accounts.repository.js';
import { hashPassword, testPasswordHashCost } from '../../src/modules/accounts/password-hash.js';
import { exportToFile } from '../../src/modules/data/export.js';
import { seedLargeLeague } from '../fixtures/large-league.js';
import { systemClock } from '../../src/shared/clock.js';
import { addDivision, addGame, addSeason, addTeam, seedTwoTeams, type TwoTeams } from '../fixture-seed.js';
import type { TestClient, TestResponse } from '../harness.js';
import { knockoutBody } from '../tournament-seed.js';

/**
 * The writes `npm run chaos` kills the server in the middle of: a score card save, a
 * tournament save, a fixture wizard's save of a season and an import. Each kind seeds its database,
 * then makes one repetition after another: `write` starts the request(s) and settles when they have
 * all settled (answered or cut off by the kill); `check`, after the restart, says whether the stored
 * record is the one from before ('old') or the one written ('new') — anything else is thrown.
 */

export const chaosAdmin = { email: 'chaos.admin@example.org', password: 'chaos-admin-password-0123' };

export type Outcome = 'old' | 'new' | 'partial';

export type Repetition = {
  write(api: TestClient, baseUrl: string): Promise<void>;
  /** After the restart; `api` is signed in to the new process, `db` is a handle of the chaos run's own. */
  check(api: TestClient, db: Db): Promise<Outcome>;
};

export type ChaosKind = {
  name: string;
  /** Before the first start: the database is migrated and holds the administrator. */
  seed(db: Db): Promise<void>;
  /** The next repetition, prepared against the running server (nothing of it written yet). */
  next(api: TestClient, db: Db, round: number): Promise<Repetition>;
};

/** A failed consistency check: what was found. */
export class Inconsistency extends Error {}

const fail = (message: string): never => {
  throw new Inconsistency(message);
};

/** Whether a write was answered 2xx with a successful envelope. */
const succeeded = (response: TestResponse | undefined) =>
  response !== undefined && response.status >= 200 && response.status < 300 && response.json?.success === true;

/** Runs `request`, keeping its answer (undefined when the kill cut it off). */
async function settle(request: Promise<TestResponse>): Promise<TestResponse | undefined> {
  try {
    return await request;
  } catch {
    return undefined;
  }
}

/** The administrator every chaos database has; the password hash is made once. */
let adminHash: Promise<string> | undefined;
export async function addChaosAdmin(db: Db) {
  adminHash ??= hashPassword(chaosAdmin.password, testPasswordHashCost);
  await createAccount(db, systemClock, {
    emailAddress: chaosAdmin.email,
    name: 'Chaos Admin',
    givenName: 'Chaos',
    passwordHash: await adminHash,
    accessLevels: Object.fromEntries(accessOptions.map((option) => [option, {}])),
  });
}

// ---- A score card ------------------------------------------------------------------------------

/** What decides whether a card is the old or the new one, from a GameDto or a PUT /api/Scores body. */
function cardShape(card: any) {
  const ids = (players: Array<{ id: string }> | undefined) => (players ?? []).map((player) => player.id);
  return JSON.stringify({
    address: card.address,
    matches: (card.matches ?? []).map((match: any) => ({
      home: ids(match.homePlayers),
      away: ids(match.awayPlayers),
      score: [match.homeScore ?? 0, match.awayScore ?? 0],
      sayg: match.sayg
        ? {
            names: [match.sayg.yourName, match.sayg.opponentName ?? null],
            score: [match.sayg.homeScore ?? 0, match.sayg.awayScore ?? 0],
            legs: Object.entries(match.sayg.legs ?? {}).map(([key, leg]: [string, any]) => [
              key,
              (leg.home.throws ?? []).map((t: any) => t.score),
              (leg.away.throws ?? []).map((t: any) => t.score),
            ]),
          }
        : null,
    })),
    oneEighties: ids(card.oneEighties).sort(),
    over100Checkouts: (card.over100Checkouts ?? []).map((p: any) => `${p.id} ${p.score}`).sort(),
    manOfTheMatch: [card.home?.manOfTheMatch ?? null, card.away?.manOfTheMatch ?? null],
  });
}

/** Round `round`'s card: five singles each scored as you go (a sayg record each, with a leg thrown), three pairs. */
function cardBody(seed: TwoTeams, round: number, before: { updated: string; address: string; date: string }) {
  const { home, away } = seed;
  const at = (list: TwoTeams['home'], index: number) => list[(index + round) % list.length]!;
  const singles = Array.from({ length: 5 }, (_, index) => {
    const homeScore = 3;
    const awayScore = (round + index) % 3;
    return {
      homePlayers: [at(home, index)],
      awayPlayers: [at(away, index + 1)],
      homeScore,
      awayScore,
      sayg: {
        yourName: `${at(home, index).name} r${round}`,
        opponentName: at(away, index + 1).name,
        numberOfLegs: 5,
        startingScore: 501,
        homeScore,
        awayScore,
        legs: {
          '0': {
            startingScore: 501,
            home: {
              score: 180 + round,
              noOfDarts: 6,
              throws: [
                { score: 100, noOfDarts: 3 },
                { score: 80 + round, noOfDarts: 3 },
              ],
            },
            away: { score: 45, noOfDarts: 3, throws: [{ score: 45, noOfDarts: 3 }] },
            playerSequence: [],
            currentThrow: 'away',
          },
        },
      },
    };
  });
  // The standard card: two pairs and a triples after the singles, best of 3, nobody in two of them.
  const pairs = Array.from({ length: 2 }, (_, index) => ({
    homePlayers: [at(home, 2 * index), at(home, 2 * index + 1)],
    awayPlayers: [at(away, 2 * index), at(away, 2 * index + 1)],
    homeScore: 2,
    awayScore: (round + index) % 2,
  }));
  const triples = {
    homePlayers: [at(home, 4), at(home, 5), at(home, 6)],
    awayPlayers: [at(away, 4), at(away, 5), at(away, 6)],
    homeScore: round % 2,
    awayScore: 2,
  };
  return {
    lastUpdated: before.updated,
    address: `${before.address.replace(/ r\d+$/, '')} r${round}`,
    date: before.date,
    matches: [...singles, ...pairs, triples],
    oneEighties: Array.from({ length: (round % 4) + 1 }, (_, index) => at(home, index)),
    over100Checkouts: [{ ...at(away, 0), score: 100 + round }],
    home: { manOfTheMatch: at(home, 2).id },
    away: { manOfTheMatch: at(away, 3).id },
  };
}

export const scoreCardKind = (): ChaosKind => {
  let seed: TwoTeams;
  let gameId: string;
  return {
    name: 'score card',
    async seed(db) {
      seed = await seedTwoTeams(db, { playersPerTeam: 8 });
      gameId = await addGame(db, {
        seasonId: seed.season,
        divisionId: seed.division,
        date: '2026-11-20',
        home: { id: seed.homeId, name: 'Home' },
        away: { id: seed.awayId, name: 'Away' },
      });
    },
    async next(api, _db, round) {
      const before = (await api.get(`/api/Game/${gameId}`)).json;
      const old = cardShape(before);
      const body = cardBody(seed, round, before);
      const wanted = cardShape({ ...body, home: body.home, away: body.away });
      if (wanted === old) fail('the new card is the same as the old one');
      let answer: TestResponse | undefined;
      return {
        async write(client) {
          answer = await settle(client.put(`/api/Scores/${gameId}`, body));
          if (answer && !succeeded(answer)) {
            fail(`the score card save was refused: ${answer.status} ${answer.text.slice(0, 300)}`);
          }
        },
        async check(client) {
          const found = await client.get(`/api/Game/${gameId}`);
          if (found.status !== 200) fail(`the fixture does not read: ${found.status} ${found.text.slice(0, 200)}`);
          const shape = cardShape(found.json);
          const outcome =
            shape === old
              ? 'old'
              : shape === wanted
                ? 'new'
                : fail(`a half-written card: ${shape}\nold: ${old}\nnew: ${wanted}`);
          if (succeeded(answer) && outcome !== 'new') fail('the save was acknowledged but the old card is stored');
          return outcome;
        },
      };
    },
  };
};

// ---- A tournament ------------------------------------------------------------------------------

/** What decides whether a tournament is the old or the new one. */
const tournamentShape = (t: any) =>
  JSON.stringify({
    address: t.address,
    notes: t.notes ?? null,
    bestOf: t.bestOf,
    sides: (t.sides ?? []).map((side: any) => side.name),
    matches: (t.round?.matches ?? []).map((match: any) => [
      match.sideA?.name ?? null,
      match.sideB?.name ?? null,
      match.scoreA ?? 0,
      match.scoreB ?? 0,
      match.saygId ?? null,
    ]),
  });

export const tournamentKind = (): ChaosKind => {
  let tournamentId: string;
  return {
    name: 'tournament',
    async seed(db) {
      const division = await addDivision(db, 'Division T');
      await addSeason(db, { name: '2026/27', startDate: '2026-09-01', endDate: '2027-05-31', divisionIds: [division] });
    },
    async next(api, db, round) {
      if (!tournamentId) {
        const season = await db.selectFrom('season').select('id').executeTakeFirstOrThrow();
        const created = await api.put('/api/Tournament', knockoutBody({ seasonId: season.id }));
        if (!succeeded(created)) fail(`could not create the tournament: ${created.text.slice(0, 300)}`);
        tournamentId = created.json.result.id;
        // Both semi-finals scored as you go: a save rewrites their records' legs and names with the doc.
        for (const match of created.json.result.round.matches) {
          const added = await api.post(`/api/Tournament/${tournamentId}`, { matchId: match.id });
          if (!succeeded(added)) fail(`could not add a match record: ${added.text.slice(0, 300)}`);
        }
      }
      const before = (await api.get(`/api/Tournament/${tournamentId}`)).json;
      const old = tournamentShape(before);
      const legs = [5, 7, 9, 11][round % 4]!;
      const rename = (side: any) => (side ? { ...side, name: `${side.name.replace(/ r\d+$/, '')} r${round}` } : side);
      const body = {
        ...before,
        lastUpdated: before.updated,
        address: `Hall r${round}`,
        notes: `Board r${round}`,
        bestOf: legs,
        sides: before.sides.map(rename),
        round: {
          ...before.round,
          matches: before.round.matches.map((match: any, index: number) => ({
            ...match,
            sideA: rename(match.sideA),
            sideB: rename(match.sideB),
            scoreA: ((round + index) % 2) + 1,
            scoreB: 0,
          })),
        },
      };
      const wanted = tournamentShape(body);
      let answer: TestResponse | undefined;
      return {
        async write(client) {
          answer = await settle(client.put('/api/Tournament', body));
          if (answer && !succeeded(answer))
            fail(`the tournament save was refused: ${answer.status} ${answer.text.slice(0, 300)}`);
        },
        async check(client, checkDb) {
          const found = await client.get(`/api/Tournament/${tournamentId}`);
          if (found.status !== 200) fail(`the tournament does not read: ${found.status}`);
          const shape = tournamentShape(found.json);
          const outcome =
            shape === old
              ? 'old'
              : shape === wanted
                ? 'new'
                : fail(`a half-written tournament: ${shape}\nold: ${old}\nnew: ${wanted}`);
          if (succeeded(answer) && outcome !== 'new')
            fail('the save was acknowledged but the old tournament is stored');
          // Whole: each match's record took the tournament's legs and the match's side names with it.
          for (const match of found.json.round.matches) {
            const record = await checkDb
              .selectFrom('recordedScoreAsYouGo')
              .selectAll()
              .where('id', '=', match.saygId)
              .executeTakeFirst();
            if (!record) fail(`match ${match.id}'s record ${match.saygId} is gone`);
            const names = [record!.yourName, record!.opponentName];
            if (
              record!.numberOfLegs !== found.json.bestOf ||
              names[0] !== match.sideA.name ||
              names[1] !== match.sideB.name
            ) {
              fail(
                `match ${match.id}'s record (${names.join(' v ')}, best of ${record!.numberOfLegs}) is not the ${outcome} tournament's (${match.sideA.name} v ${match.sideB.name}, best of ${found.json.bestOf})`,
              );
            }
          }
          return outcome;
        },
      };
    },
  };
};

// ---- A fixture wizard's save of a season -------------------------------------------------------

/**
 * Spec 1 §4: the wizard saves its proposals one fixture at a time (`PUT /api/Game/`), so a kill can
 * leave a season part-saved. What must hold: each saved fixture is one of the proposals, whole and
 * once; every acknowledged one is there; and the wizard resuming (spec: "from aborted it resumes
 * saving", here after a restart: every unacknowledged proposal sent again) leaves every proposal
 * saved exactly once. 'old' = none saved when killed, 'new' = all, 'partial' = some, then resumed.
 */
export const wizardKind = (): ChaosKind => {
  let division: string;
  let templateId: string;
  return {
    name: 'wizard',
    async seed(db) {
      division = await addDivision(db, 'Division W');
    },
    async next(api, db, round) {
      if (!templateId) {
        const template = await api.put('/api/Template', {
          name: 'Six teams',
          ...doubleRoundRobinTemplate({ teams: 6, divisions: 1 }),
        });
        if (!succeeded(template)) fail(`could not make the template: ${template.text.slice(0, 300)}`);
        templateId = template.json.result.id;
      }
      // A season of its own for each repetition, its six teams registered.
      const start = 2030 + round;
      const season = await addSeason(db, {
        name: `${start}/${start + 1}`,
        startDate: `${start}-09-01`,
        endDate: `${start + 1}-05-31`,
        divisionIds: [division],
      });
      const teams: string[] = [];
      for (const code of ['A', 'B', 'C', 'D', 'E', 'F']) {
        teams.push(
          await addTeam(db, { name: `Wiz ${code} r${round}`, seasons: [{ seasonId: season, divisionId: division }] }),
        );
      }
      const proposed = await api.post('/api/Template/Propose/', {
        seasonId: season,
        templateId,
        placeholderMappings: Object.fromEntries(teams.map((id, index) => ['ABCDEF'[index]!, id])),
      });
      if (!succeeded(proposed)) fail(`no proposals: ${proposed.text.slice(0, 300)}`);
      const bodies = (proposalResultDto.parse(proposed.json.result).divisions ?? []).flatMap((data) =>
        data.fixtures.flatMap((date) =>
          (date.fixtures ?? [])
            .filter((fixture) => fixture.proposal && fixture.awayTeam)
            .map((fixture) => ({
              address: '',
              date: date.date,
              divisionId: division,
              seasonId: season,
              homeTeamId: fixture.homeTeam.id,
              awayTeamId: fixture.awayTeam!.id,
              isKnockout: false,
              accoladesCount: true,
            })),
        ),
      );
      if (bodies.length !== 30) fail(`expected 30 proposals, got ${bodies.length}`);
      const key = (f: { date: string; homeTeamId: string; awayTeamId: string | null }) =>
        `${f.date.slice(0, 10)} ${f.homeTeamId} ${f.awayTeamId}`;
      const proposals = new Set(bodies.map(key));
      let acknowledged = 0;
      const stored = async (checkDb: Db) => {
        const rows = await checkDb
          .selectFrom('game')
          .select(['id', 'date', 'homeTeamId', 'awayTeamId'])
          .where('seasonId', '=', season)
          .where('deleted', 'is', null)
          .execute();
        const keys = rows.map(key);
        const stray = keys.filter((k) => !proposals.has(k));
        if (stray.length > 0) fail(`fixtures that were not proposed: ${stray.join(', ')}`);
        if (new Set(keys).size !== keys.length) fail(`a proposal saved twice: ${keys.sort().join(', ')}`);
        return rows.length;
      };
      return {
        async write(client) {
          // As the dialog saves: one at a time, stopping at the first that fails.
          for (const body of bodies) {
            const answer = await settle(client.put('/api/Game/', body));
            if (!succeeded(answer)) {
              if (answer) fail(`a proposal was refused: ${answer.status} ${answer.text.slice(0, 300)}`);
              return;
            }
            acknowledged += 1;
          }
        },
        async check(client, checkDb) {
          const saved = await stored(checkDb);
          if (saved < acknowledged) fail(`${acknowledged} fixtures were acknowledged but only ${saved} are stored`);
          if (saved > acknowledged + 1)
            fail(`${saved} fixtures stored but only ${acknowledged} were sent before the kill`);
          // Resumed: every unacknowledged proposal again; one already stored is refused, not doubled.
          for (const body of bodies.slice(acknowledged)) {
            const answer = await client.put('/api/Game/', body);
            if (answer.status !== 200) fail(`resuming: ${answer.status} ${answer.text.slice(0, 300)}`);
            if (!answer.json.success && answer.json.errors.length > 0)
              fail(`resuming refused: ${answer.text.slice(0, 300)}`);
          }
          const after = await stored(checkDb);
          if (after !== bodies.length) fail(`after resuming ${after} of ${bodies.length} fixtures are stored`);
          return saved === 0 ? 'old' : saved === bodies.length ? 'new' : 'partial';
        },
      };
    },
  };
};

// ---- An import ---------------------------------------------------------------------------------

export type League = { teams: string[]; counts: Record<string, number> };
const countedTables = [
  'division',
  'season',
  'team',
  'teamSeason',
  'teamPlayer',
  'game',
  'recordedScoreAsYouGo',
] as const;

/** The league a database holds: its team names and every league table's row count. */
export async function leagueOf(db: Db): Promise<League> {
  const teams = (await db.selectFrom('team').select('name').execute()).map((t) => t.name).sort();
  const counts: Record<string, number> = {};
  for (const table of countedTables) {
    counts[table] = Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  }
  return { teams, counts };
}

/** Which league the database holds: 'old', 'new', or a description of the mix. */
export function whichLeague(found: League, old: League, next: League): string {
  if (JSON.stringify(found) === JSON.stringify(old)) return 'old';
  if (JSON.stringify(found) === JSON.stringify(next)) return 'new';
  const oldNames = found.teams.filter((name) => old.teams.includes(name)).length;
  return `a mix: ${oldNames} old and ${found.teams.length - oldNames} other team names, counts ${JSON.stringify(found.counts)}`;
}

const zipPassword = 'chaos zip password';

/** POST /api/Data/Import for real with purge, as the admin screen sends it. */
export function importZip(baseUrl: string, cookie: string, zip: Buffer, password = zipPassword) {
  const form = new FormData();
  form.append('Zip', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'league.zip');
  form.append('password', password);
  form.append('dryRun', 'false');
  form.append('purgeData', 'true');
  return fetch(`${baseUrl}/api/Data/Import`, { method: 'POST', headers: { cookie }, body: form });
}

/**
 * Two leagues (one division of ten teams unless `size` says otherwise, names marked 'Red' and 'Blue' so none is on both sides), each
 * exported once with the administrator; the repetitions import them in turn, each over the other.
 */
export const importKind = (folder: string, size: { divisions?: number; teamsPerDivision?: number } = {}): ChaosKind => {
  const leagues: Array<{ league: League; zip: Buffer }> = [];
  let current = -1;
  return {
    name: 'import',
    async seed() {
      const own = mkdtempSync(join(folder, 'import-'));
      for (const [index, mark] of ['Red', 'Blue'].entries()) {
        const file = join(own, `${mark}.sqlite`);
        const source = openDatabase(`sqlite:${file}`);
        try {
          await migrateToLatest(source.db);
          await seedLargeLeague(source.db, systemClock, {
            seed: 5 + index * 6,
            divisions: size.divisions ?? 1,
            teamsPerDivision: size.teamsPerDivision ?? 10,
          });
          await source.db
            .updateTable('team')
            .set({ name: sql<string>`${mark + ' '} || name` })
            .execute();
          await addChaosAdmin(source.db);
          // With a password, so the accounts keep their password hashes and the administrator can sign in.
          await exportToFile(
            source.db,
            { password: zipPassword, includeDeletedEntries: true, tables: {}, creator: 'chaos', hostname: 'chaos' },
            `${file}.zip`,
          );
          leagues.push({ league: await leagueOf(source.db), zip: readFileSync(`${file}.zip`) });
        } finally {
          await source.close();
        }
      }
    },
    async next(_api, db) {
      const old = current < 0 ? await leagueOf(db) : leagues[current]!.league;
      const which = current === 0 ? 1 : 0;
      const next = leagues[which]!;
      let answered: boolean | undefined;
      return {
        async write(client, baseUrl) {
          try {
            const response = await importZip(baseUrl, client.cookie ?? '', next.zip);
            const text = await response.text();
            answered = response.ok && JSON.parse(text).success === true;
            if (!answered) fail(`the import was refused: ${response.status} ${text.slice(0, 300)}`);
          } catch (error) {
            if (error instanceof Inconsistency) throw error;
          }
        },
        async check(_client, checkDb) {
          const found = whichLeague(await leagueOf(checkDb), old, next.league);
          if (found !== 'old' && found !== 'new') fail(`the import left ${found}`);
          if (answered && found !== 'new') fail('the import was acknowledged but the old league is stored');
          if (found === 'new') current = which;
          return found as Outcome;
        },
      };
    },
  };
};
