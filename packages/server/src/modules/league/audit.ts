import type { Audit } from '../../db/schema.js';

/** The audit fields of a stored record as every DTO writes them (contract §3.1): nulls left out. */
export function auditFieldsOf(row: Audit) {
  return {
    id: row.id,
    created: row.created,
    author: row.author,
    updated: row.updated,
    editor: row.editor,
    ...(row.deleted != null ? { deleted: row.deleted } : {}),
    ...(row.remover != null ? { remover: row.remover } : {}),
  };
}
