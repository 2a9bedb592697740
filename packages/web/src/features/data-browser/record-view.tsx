import { Link } from 'react-router';
import { recordHref, type BrowserOptions } from './browser-options';
import { linkedTable, objectOwner, shownEntries } from './record-values';

type Context = { options: BrowserOptions; tables: ReadonlySet<string> };

/**
 * A stored record as a definition list: nested objects as nested lists, lists as
 * numbered lists; ids link to their record down to `showIdsUptoDepth` levels (the record's own
 * properties are level 1).
 */
export function RecordView({
  record,
  options,
  tables,
}: {
  record: Record<string, unknown>;
  options: BrowserOptions;
  tables: ReadonlySet<string>;
}) {
  return <ObjectValue value={record} depth={1} context={{ options, tables }} />;
}

function ObjectValue({
  value,
  depth,
  context,
  owner,
}: {
  value: Record<string, unknown>;
  depth: number;
  context: Context;
  /** What this object's `id` is read against (`objectOwner`). */
  owner?: string;
}) {
  const entries = shownEntries(value, context.options);
  if (entries.length === 0) return <span className="text-body-secondary">(nothing to show)</span>;
  return (
    <dl className="data-record mb-0">
      {entries.map(([key, item]) => (
        <div key={key} className="data-record-row">
          <dt>{key}</dt>
          <dd>
            <Value name={key} value={item} depth={depth} context={context} owner={owner} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Value({
  name,
  value,
  depth,
  context,
  owner,
  element = false,
}: {
  name: string;
  value: unknown;
  depth: number;
  context: Context;
  owner?: string;
  /** An item of the list `owner`. */
  element?: boolean;
}) {
  if (value === null || value === undefined) return <span className="text-body-secondary">null</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-body-secondary">(empty list)</span>;
    return (
      <ol className="data-record-list" aria-label={`${name}, ${value.length} item${value.length === 1 ? '' : 's'}`}>
        {(value as unknown[]).map((item, index) => (
          <li key={index}>
            <Value name={`${name} ${index + 1}`} value={item} depth={depth} context={context} owner={name} element />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    return (
      <ObjectValue
        value={value as Record<string, unknown>}
        depth={depth + 1}
        context={context}
        owner={objectOwner(element ? (owner ?? name) : name, element)}
      />
    );
  }
  if (typeof value === 'string') {
    const table = depth <= context.options.showIdsUptoDepth ? idTable(name, value, context, owner, element) : undefined;
    if (table) {
      return (
        <Link to={recordHref(context.options, table, value)} className="font-monospace">
          {value}
        </Link>
      );
    }
    return value === '' ? <span className="text-body-secondary">(empty)</span> : <>{value}</>;
  }
  return <>{typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value)}</>;
}

function idTable(name: string, value: string, context: Context, owner: string | undefined, element: boolean) {
  // A list's items are ids of the table its name says (`Seasons`, `DivisionIds`).
  return element && owner
    ? linkedTable(owner, value, context.tables, owner)
    : linkedTable(name, value, context.tables, owner);
}
