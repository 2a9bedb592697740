import { dataTexts, type SingleDataResultDto } from '@darts/contract';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { useBrowse, useDataTables, useView } from './api';
import { maxDepth, pageSizes, readOptions, recordHref, writeOptions, type BrowserOptions } from './browser-options';
import { RecordView } from './record-view';
import './data-browser.css';

/** The validation text when Browse is pressed without a table. */
export const enterTableText = 'Enter a table name (and optionally an id) first';

/**
 * `/admin/browser`: pick or type a table (and optionally an id), browse its
 * rows a page at a time or view one stored record. Every option is in the address.
 */
export function DataBrowser() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const options = readOptions(params);
  const tables = useDataTables();
  const tableNames = useMemo(() => new Set((tables.data ?? []).map((t) => t.name.toLowerCase())), [tables.data]);
  const update = (change: Partial<BrowserOptions>) => setParams(writeOptions({ ...options, ...change }));

  return (
    <section className="data-browser" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className="h3">
        Data browser
      </h1>
      <BrowseForm
        key={`${options.table}\n${options.id}`}
        options={options}
        tables={tables}
        browse={(table, recordId) => update({ table, id: recordId, page: 0 })}
      />

      <DisplayOptions options={options} update={update} />

      {options.table === '' ? (
        <p className="text-body-secondary">Choose a table to list its rows, or add an id to see one stored record.</p>
      ) : options.id === '' ? (
        <BrowseList options={options} tables={tableNames} />
      ) : (
        <StoredRecord options={options} tables={tableNames} />
      )}
    </section>
  );
}

/** Table and id; a link to another record changes the address, and the key gives fresh fields. */
function BrowseForm({
  options,
  tables,
  browse,
}: {
  options: BrowserOptions;
  tables: ReturnType<typeof useDataTables>;
  browse: (table: string, id: string) => void;
}) {
  const id = useId();
  const [table, setTable] = useState(options.table);
  const [recordId, setRecordId] = useState(options.id);
  const [missingTable, setMissingTable] = useState(false);
  return (
    <form
      className="mb-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const name = table.trim();
        setMissingTable(name === '');
        if (name !== '') browse(name, recordId.trim());
      }}
    >
      {missingTable && (
        <p className="alert alert-warning py-2" role="alert">
          {enterTableText}
        </p>
      )}
      <div className="row g-2 align-items-end">
        <div className="col-12 col-sm-4">
          <label htmlFor={`${id}-table`} className="form-label">
            Table
          </label>
          <input
            id={`${id}-table`}
            className="form-control"
            list={`${id}-tables`}
            autoComplete="off"
            value={table}
            aria-invalid={missingTable || undefined}
            aria-describedby={`${id}-table-help`}
            onChange={(event) => setTable(event.target.value)}
          />
          <datalist id={`${id}-tables`}>
            {(tables.data ?? []).map((t) => (
              <option key={t.name} value={t.name}>
                {t.dataTypeName ?? t.name}
              </option>
            ))}
          </datalist>
        </div>
        <div className="col-12 col-sm-5">
          <label htmlFor={`${id}-id`} className="form-label">
            Id (optional)
          </label>
          <input
            id={`${id}-id`}
            className="form-control font-monospace"
            autoComplete="off"
            spellCheck={false}
            value={recordId}
            onChange={(event) => setRecordId(event.target.value)}
          />
        </div>
        <div className="col-12 col-sm-3">
          <button type="submit" className="btn btn-primary w-100">
            Browse
          </button>
        </div>
      </div>
      <TableHelp id={`${id}-table-help`} tables={tables} />
    </form>
  );
}

function TableHelp({ id, tables }: { id: string; tables: ReturnType<typeof useDataTables> }) {
  if (tables.isError) {
    return (
      <p id={id} className="form-text text-danger-emphasis">
        Could not load the table names ({tables.error.message}); you can still type one.{' '}
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => void tables.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const names = (tables.data ?? []).map((t) => t.name);
  return (
    <p id={id} className="form-text mb-0">
      {tables.isPending
        ? 'Loading the table names…'
        : names.length
          ? `Tables: ${names.join(', ')}`
          : 'No tables listed.'}
    </p>
  );
}

/**
 * The display options as labelled switches; each change goes straight into the address. There is
 * no 'Show version' switch: this server's records carry no `Version` (contract §14.5 describes the
 * reference server's), so it could never change what shows. `showVersion=true` in the address
 * still answers, with "No version" (`VersionNote`).
 */
function DisplayOptions({
  options,
  update,
}: {
  options: BrowserOptions;
  update: (change: Partial<BrowserOptions>) => void;
}) {
  const id = useId();
  const switches = [
    ['showEmptyValues', 'Show empty values'],
    ['showAuditValues', 'Show audit values'],
  ] as const;
  return (
    <fieldset className="border rounded px-3 pt-2 pb-3 mb-3">
      <legend className="float-none w-auto fs-6 px-1 mb-0">Display</legend>
      <div className="d-flex flex-wrap column-gap-4 row-gap-2 align-items-end">
        {switches.map(([key, label]) => (
          <div key={key} className="form-check form-switch mb-0">
            <input
              id={`${id}-${key}`}
              className="form-check-input"
              type="checkbox"
              role="switch"
              checked={options[key]}
              onChange={(event) => update({ [key]: event.target.checked })}
            />
            <label className="form-check-label" htmlFor={`${id}-${key}`}>
              {label}
            </label>
          </div>
        ))}
        <div>
          <label htmlFor={`${id}-depth`} className="form-label small mb-1">
            Link ids up to depth
          </label>
          <select
            id={`${id}-depth`}
            className="form-select form-select-sm"
            value={options.showIdsUptoDepth}
            onChange={(event) => update({ showIdsUptoDepth: Number(event.target.value) })}
          >
            {Array.from({ length: maxDepth + 1 }, (_, depth) => (
              <option key={depth} value={depth}>
                {depth}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-size`} className="form-label small mb-1">
            Rows per page
          </label>
          <select
            id={`${id}-size`}
            className="form-select form-select-sm"
            value={options.pageSize}
            onChange={(event) => update({ pageSize: Number(event.target.value), page: 0 })}
          >
            {[...new Set([...pageSizes, options.pageSize])]
              .sort((a, b) => a - b)
              .map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}

/** A table's rows, paged here by `page` and `pageSize` (the server answers them all). */
function BrowseList({ options, tables }: { options: BrowserOptions; tables: ReadonlySet<string> }) {
  const browse = useBrowse(options.table, true);
  const title = `Rows of ${options.table}`;
  if (browse.isPending) return <Loading what={`Loading ${options.table}`} />;
  if (browse.isError) {
    return (
      <ErrorAlert
        title={`Could not browse ${options.table}`}
        error={browse.error}
        onRetry={() => void browse.refetch()}
      />
    );
  }
  if (!browse.data.success) {
    return (
      <ErrorAlert
        title={`Could not browse ${options.table}`}
        result={browse.data}
        onRetry={() => void browse.refetch()}
      />
    );
  }
  const rows = browse.data.result ?? [];
  if (rows.length === 0) {
    return (
      <section aria-label={title}>
        <p className="text-body-secondary">No rows</p>
      </section>
    );
  }
  const pageCount = Math.max(1, Math.ceil(rows.length / options.pageSize));
  const page = Math.min(options.page, pageCount - 1);
  const shown = rows.slice(page * options.pageSize, (page + 1) * options.pageSize);
  const first = page * options.pageSize + 1;
  return (
    <section aria-label={title}>
      <p className="mb-2" aria-live="polite">
        Rows {first}–{first + shown.length - 1} of {rows.length}
      </p>
      <ul className="list-group mb-3">
        {shown.map((row) => (
          <BrowseRow key={row.id} row={row} options={options} tables={tables} />
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} options={options} />
    </section>
  );
}

function BrowseRow({
  row,
  options,
  tables,
}: {
  row: SingleDataResultDto;
  options: BrowserOptions;
  tables: ReadonlySet<string>;
}) {
  const related = (table: string, value: string | null | undefined) =>
    value ? (
      tables.has(table) ? (
        <Link to={recordHref(options, table, value)} className="font-monospace">
          {value}
        </Link>
      ) : (
        <span className="font-monospace">{value}</span>
      )
    ) : null;
  const division = related('division', row.divisionId);
  const season = related('season', row.seasonId);
  return (
    <li className={`list-group-item${row.deleted ? ' list-group-item-secondary' : ''}`}>
      <div className="d-flex flex-wrap column-gap-3 align-items-baseline">
        <Link to={recordHref(options, options.table, row.id)} className="font-monospace">
          {row.id}
        </Link>
        {row.name && <span className="fw-semibold">{row.name}</span>}
        {row.date && <span>{row.date}</span>}
      </div>
      {(division || season || row.deleted) && (
        <div className="small d-flex flex-wrap column-gap-3">
          {division && <span>Division {division}</span>}
          {season && <span>Season {season}</span>}
          {row.deleted && (
            <span className="text-danger-emphasis">
              Deleted {row.deleted}
              {row.remover ? ` by ${row.remover}` : ''}
            </span>
          )}
        </div>
      )}
    </li>
  );
}

/** Page numbers around the current page, with the first and last always there. */
function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([0, page - 2, page - 1, page, page + 1, page + 2, pageCount - 1])]
    .filter((p) => p >= 0 && p < pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((p, i) => (i > 0 && p - shown[i - 1]! > 1 ? (['gap', p] as const) : [p]));
}

function Pager({ page, pageCount, options }: { page: number; pageCount: number; options: BrowserOptions }) {
  if (pageCount <= 1) return null;
  const href = (p: number) => `?${writeOptions({ ...options, page: p }).toString()}`;
  return (
    <nav aria-label="Pages">
      <ul className="pagination flex-wrap">
        <li className={`page-item${page === 0 ? ' disabled' : ''}`}>
          {page === 0 ? (
            <span className="page-link">Previous</span>
          ) : (
            <Link className="page-link" to={href(page - 1)}>
              Previous
            </Link>
          )}
        </li>
        {pageNumbers(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap${i}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={p} className={`page-item${p === page ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={href(p)}
                aria-label={`Page ${p + 1}`}
                aria-current={p === page ? 'page' : undefined}
              >
                {p + 1}
              </Link>
            </li>
          ),
        )}
        <li className={`page-item${page === pageCount - 1 ? ' disabled' : ''}`}>
          {page === pageCount - 1 ? (
            <span className="page-link">Next</span>
          ) : (
            <Link className="page-link" to={href(page + 1)}>
              Next
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** One stored record, as the browser shows it. */
function StoredRecord({ options, tables }: { options: BrowserOptions; tables: ReadonlySet<string> }) {
  const view = useView(options.table, options.id);
  const backHref = `?${writeOptions({ ...options, id: '', page: 0 }).toString()}`;
  const back = (
    <Link className="btn btn-outline-dark btn-sm" to={backHref}>
      All rows of {options.table}
    </Link>
  );
  if (view.isPending) return <Loading what={`Loading ${options.table} ${options.id}`} />;
  if (view.isError) {
    return (
      <ErrorAlert
        title={`Could not load ${options.table} ${options.id}`}
        error={view.error}
        onRetry={() => void view.refetch()}
      />
    );
  }
  if (!view.data.success || !view.data.result) {
    if (view.data.errors?.includes(dataTexts.recordNotFound)) {
      return (
        <div className="alert alert-warning" role="alert">
          <h2 className="h6 alert-heading">{dataTexts.recordNotFound}</h2>
          <p className="mb-2">
            There is no {options.table} with id <span className="font-monospace">{options.id}</span>.
          </p>
          {back}
        </div>
      );
    }
    return (
      <ErrorAlert
        title={`Could not load ${options.table} ${options.id}`}
        result={view.data}
        onRetry={() => void view.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby="data-record-heading">
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2 mb-2">
        <h2 id="data-record-heading" className="h5 mb-0">
          {options.table} <span className="font-monospace">{options.id}</span>
        </h2>
        {back}
      </div>
      {options.showVersion && !('Version' in view.data.result) && <VersionNote />}
      <RecordView record={view.data.result} options={options} tables={tables} />
    </section>
  );
}

/** What `showVersion=true` shows for a record without a `Version` (all of this server's). */
function VersionNote() {
  return <p className="text-body-secondary small mb-2">No version: this server does not version its records.</p>;
}
