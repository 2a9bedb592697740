import type { CreateTableBuilder, Kysely } from 'kysely';

/** Adds the audit columns every stored record carries. */
function audited<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('editor', 'text', (c) => c.notNull())
    .addColumn('deleted', 'text')
    .addColumn('remover', 'text');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await audited(db.schema.createTable('app_user'))
    .addColumn('email_address', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('given_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('access_levels', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text')
    .addColumn('external_subject', 'text')
    .execute();
  await db.schema.createIndex('app_user_email').unique().on('app_user').column('email_address').execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('expires', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_user').on('session').column('user_id').execute();

  await audited(db.schema.createTable('configured_feature'))
    .addColumn('configured_value', 'text', (c) => c.notNull())
    .execute();

  await audited(db.schema.createTable('error_detail'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text')
    .addColumn('type', 'text')
    .addColumn('user_name', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('url', 'text')
    .execute();
  await db.schema.createIndex('error_detail_time').on('error_detail').column('time').execute();

  await audited(db.schema.createTable('division'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('superleague', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await audited(db.schema.createTable('season'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('fixture_start_time', 'text')
    .addColumn('fixture_duration', 'integer')
    .addColumn('allow_favourite_teams', 'integer')
    .execute();

  await db.schema
    .createTable('season_division')
    .addColumn('season_id', 'text', (c) => c.notNull())
    .addColumn('division_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('season_division_pk', ['season_id', 'division_id'])
    .execute();

  await audited(db.schema.createTable('team'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .execute();

  await audited(db.schema.createTable('team_season'))
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('season_id', 'text', (c) => c.notNull())
    .addColumn('division_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('team_season_team').on('team_season').column('team_id').execute();
  await db.schema.createIndex('team_season_season').on('team_season').columns(['season_id', 'division_id']).execute();

  await audited(db.schema.createTable('team_player'))
    .addColumn('team_season_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('captain', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_address', 'text')
    .addColumn('gender', 'text')
    .execute();
  await db.schema.createIndex('team_player_team_season').on('team_player').column('team_season_id').execute();

  await audited(db.schema.createTable('game'))
    .addColumn('season_id', 'text', (c) => c.notNull())
    .addColumn('division_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('home_team_id', 'text', (c) => c.notNull())
    .addColumn('away_team_id', 'text')
    .addColumn('postponed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_knockout', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accolades_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('card', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_season_division_date')
    .on('game')
    .columns(['season_id', 'division_id', 'date'])
    .execute();

  await audited(db.schema.createTable('note'))
    .addColumn('season_id', 'text', (c) => c.notNull())
    .addColumn('division_id', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('note_season').on('note').column('season_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'note',
    'game',
    'team_player',
    'team_season',
    'team',
    'season_division',
    'season',
    'division',
    'error_detail',
    'configured_feature',
    'session',
    'app_user',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
