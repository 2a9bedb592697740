import type { DivisionTemplateDto, SeasonHealthCheckResultDto, TemplateDto } from '@darts/contract';
import type { Db } from '../../db/database.js';
import type { Audit, TemplateTable } from '../../db/schema.js';
import { auditFieldsOf } from '../../shared/audit.js';

/** A stored season template with its JSON columns parsed. */
export type StoredTemplate = Audit & {
  name: string;
  description: string | null;
  sharedAddresses: string[][];
  divisions: DivisionTemplateDto[];
  templateHealth: SeasonHealthCheckResultDto | null;
};

function toTemplate(row: TemplateTable): StoredTemplate {
  return {
    ...row,
    sharedAddresses: JSON.parse(row.sharedAddresses) as string[][],
    divisions: JSON.parse(row.divisions) as DivisionTemplateDto[],
    templateHealth: row.templateHealth ? (JSON.parse(row.templateHealth) as SeasonHealthCheckResultDto) : null,
  };
}

function toRow(template: StoredTemplate): TemplateTable {
  return {
    ...template,
    sharedAddresses: JSON.stringify(template.sharedAddresses),
    divisions: JSON.stringify(template.divisions),
    templateHealth: template.templateHealth ? JSON.stringify(template.templateHealth) : null,
  };
}

/** TemplateDto: every property, nulls left out. */
export function toTemplateDto(template: StoredTemplate): TemplateDto {
  return {
    ...auditFieldsOf(template),
    name: template.name,
    ...(template.description ? { description: template.description } : {}),
    sharedAddresses: template.sharedAddresses,
    divisions: template.divisions,
    ...(template.templateHealth ? { templateHealth: template.templateHealth } : {}),
  };
}

/** One template, deleted or not. */
export async function findTemplate(db: Db, id: string): Promise<StoredTemplate | undefined> {
  const row = await db.selectFrom('template').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toTemplate(row);
}

// Sorted here rather than in SQL: SQLite and PostgreSQL collate names differently.
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en-GB') || a.name.localeCompare(b.name);

/** Every non-deleted template, by name (`GET /api/Template/`). */
export async function listTemplates(db: Db): Promise<StoredTemplate[]> {
  const rows = await db.selectFrom('template').selectAll().where('deleted', 'is', null).execute();
  return rows.map(toTemplate).sort(byName);
}

export async function insertTemplate(db: Db, template: StoredTemplate): Promise<void> {
  await db.insertInto('template').values(toRow(template)).execute();
}

/** Replaces a template while it is still at `expectedUpdated`; false when it was not. */
export async function replaceTemplate(db: Db, template: StoredTemplate, expectedUpdated: string): Promise<boolean> {
  const { id, ...values } = toRow(template);
  const result = await db
    .updateTable('template')
    .set(values)
    .where('id', '=', id)
    .where('updated', '=', expectedUpdated)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
