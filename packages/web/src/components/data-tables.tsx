import type { TableDto } from '@darts/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ErrorAlert } from './error-alert';
import { Loading } from './loading';

/**
 * The tables of an export or an import (TableDto): a checkbox per table, with Select
 * all and Select none. A table the account may not use here is shown but cannot be picked.
 */
export function DataTablePicker({
  tables,
  selected,
  onChange,
  canPick,
  disabled = false,
}: {
  tables: readonly TableDto[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  canPick: (table: TableDto) => boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const pickable = tables.filter(canPick).map((t) => t.name);
  const toggle = (name: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(name);
    else next.delete(name);
    onChange(next);
  };
  return (
    <fieldset className="border rounded px-3 pt-2 pb-3 mb-3" aria-describedby={`${id}-count`}>
      <legend className="float-none w-auto fs-6 px-1 mb-0">Tables</legend>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-dark"
          disabled={disabled}
          onClick={() => onChange(new Set(pickable))}
        >
          Select all
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark"
          disabled={disabled}
          onClick={() => onChange(new Set())}
        >
          Select none
        </button>
        <span id={`${id}-count`} className="small text-body-secondary">
          {selected.size} of {pickable.length} selected
        </span>
      </div>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-1">
        {tables.map((table) => {
          const allowed = canPick(table);
          return (
            <div key={table.name} className="col">
              <div className="form-check mb-0">
                <input
                  id={`${id}-${table.name}`}
                  className="form-check-input"
                  type="checkbox"
                  checked={allowed && selected.has(table.name)}
                  disabled={disabled || !allowed}
                  onChange={(event) => toggle(table.name, event.target.checked)}
                />
                <label className="form-check-label text-break" htmlFor={`${id}-${table.name}`}>
                  {table.name}
                  {!allowed && <span className="text-body-secondary"> (not permitted)</span>}
                </label>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Rows per table of an export or an import (`tables`). */
export function DataTableCounts({ counts, caption }: { counts: Record<string, number>; caption: string }) {
  const rows = Object.entries(counts);
  if (rows.length === 0) return <p className="text-body-secondary">No tables.</p>;
  return (
    <table className="table table-sm table-striped" style={{ maxWidth: '26rem' }}>
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Table</th>
          <th scope="col" className="text-end">
            Rows
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([table, count]) => (
          <tr key={table}>
            <th scope="row" className="fw-normal text-break">
              {table}
            </th>
            <td className="text-end">{count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An indeterminate progress bar while an export or import runs (the request's progress is not known). */
export function WorkingBar({ label, text }: { label: string; text: string }) {
  return (
    <div className="progress mt-3" role="progressbar" aria-label={label} style={{ height: '1.25rem' }}>
      <div className="progress-bar progress-bar-striped progress-bar-animated w-100">{text}</div>
    </div>
  );
}

/**
 * The table list's states for the Import and Export screens: loading, failed with Try again, none
 * the account may use (`none`), else the form with the tables.
 */
export function TablesGate({
  tables,
  usable,
  none,
  children,
}: {
  tables: UseQueryResult<TableDto[]>;
  usable: (table: TableDto) => boolean;
  none: string;
  children: (tables: TableDto[]) => ReactNode;
}) {
  if (tables.isPending) return <Loading what="Loading the tables" />;
  if (tables.isError)
    return <ErrorAlert title="Could not load the tables" error={tables.error} onRetry={() => void tables.refetch()} />;
  if (!tables.data.some(usable)) return <p className="alert alert-secondary">{none}</p>;
  return children(tables.data);
}
