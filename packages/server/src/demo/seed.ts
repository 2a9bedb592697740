import { templateHealth, utcDateOf } from '@darts/domain';
import type { Db } from '../db/database.js';
import { fromBool, type Audit } from '../db/schema.js';
import { auditTimestamp, type Clock } from '../shared/clock.js';
import { insertTemplate } from '../modules/templates/templates.service.js';
import { insertTournament } from '../modules/tournaments/tournaments.service.js';
import { generateDemoLeague } from './league.js';

const author = 'system';
const batchSize = 100;

/**
 * Seeds the demo league into a database that has no divisions at all, in one
 * transaction; does nothing otherwise. Returns whether it seeded.
 */
export async function seedDemoLeague({
  db,
  clock,
  log,
}: {
  db: Db;
  clock: Clock;
  log: (line: string) => void;
}): Promise<boolean> {
  const startedAt = performance.now();
  const league = generateDemoLeague(utcDateOf(clock.now()));
  const seeded = await db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('division').select('id').limit(1).executeTakeFirst()) return false;
    const audit = (id: string): Audit => {
      const now = auditTimestamp(clock);
      return { id, created: now, author, updated: now, editor: author, deleted: null, remover: null };
    };
    const { season } = league;
    await trx
      .insertInto('season')
      .values({
        ...audit(season.id),
        name: season.name,
        startDate: season.startDate,
        endDate: season.endDate,
        fixtureStartTime: season.fixtureStartTime,
        fixtureDuration: season.fixtureDuration,
        allowFavouriteTeams: null,
      })
      .execute();
    await trx
      .insertInto('division')
      .values(league.divisions.map((d) => ({ ...audit(d.id), name: d.name, superleague: fromBool(d.superleague) })))
      .execute();
    await trx
      .insertInto('seasonDivision')
      .values(league.divisions.map((d) => ({ seasonId: season.id, divisionId: d.id })))
      .execute();
    await trx
      .insertInto('team')
      .values(league.teams.map((t) => ({ ...audit(t.id), name: t.name, address: t.address })))
      .execute();
    await trx
      .insertInto('teamSeason')
      .values(
        league.teams.map((t) => ({
          ...audit(t.teamSeasonId),
          teamId: t.id,
          seasonId: season.id,
          divisionId: t.divisionId,
        })),
      )
      .execute();
    for (const players of batches(league.players)) {
      await trx
        .insertInto('teamPlayer')
        .values(
          players.map((p) => ({
            ...audit(p.id),
            teamSeasonId: p.teamSeasonId,
            name: p.name,
            captain: fromBool(p.captain),
            emailAddress: null,
            gender: p.gender,
          })),
        )
        .execute();
    }
    for (const games of batches(league.games)) {
      await trx
        .insertInto('game')
        .values(
          games.map((g) => ({
            ...audit(g.id),
            seasonId: season.id,
            divisionId: g.divisionId,
            date: g.date,
            address: g.address,
            homeTeamId: g.homeTeamId,
            awayTeamId: g.awayTeamId,
            postponed: fromBool(g.postponed),
            isKnockout: fromBool(g.isKnockout),
            accoladesCount: 1,
            card: JSON.stringify(g.card),
          })),
        )
        .execute();
    }
    await trx
      .insertInto('note')
      .values(
        league.notes.map((n) => ({
          ...audit(n.id),
          seasonId: season.id,
          divisionId: n.divisionId,
          date: n.date,
          note: n.note,
        })),
      )
      .execute();
    for (const t of league.tournaments) await insertTournament(trx, { ...audit(t.id), seasonId: season.id, ...t });
    for (const { id, name, description, sharedAddresses, divisions } of league.templates) {
      const pattern = { sharedAddresses, divisions };
      await insertTemplate(trx, {
        ...audit(id),
        name,
        description,
        ...pattern,
        templateHealth: templateHealth(pattern),
      });
    }
    await trx
      .insertInto('recordedScoreAsYouGo')
      .values(league.saygs.map((r) => ({ ...audit(r.id), ...r.content, legs: JSON.stringify(r.content.legs) })))
      .execute();
    return true;
  });
  if (seeded) {
    log(
      `Added the demo league (season ${league.season.name}: ${league.divisions.length} divisions, ${league.teams.length} teams, ` +
        `${league.players.length} players, ${league.games.length} fixtures, ${league.tournaments.length} tournaments, ${league.templates.length} season template) ` +
        `in ${Math.round(performance.now() - startedAt)} ms. ` +
        'Start with DEMO_DATA=false and an empty database to begin without it.',
    );
  }
  return seeded;
}

function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += batchSize) yield items.slice(start, start + batchSize);
}
