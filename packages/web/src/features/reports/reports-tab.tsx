import { reportLimits, type ReportCollectionDto, type ReportDto } from '@darts/contract';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { FieldProblem, fieldProblemProps, invalidClass } from '../../components/field-problem';
import { Loading } from '../../components/loading';
import { ReportsError, useReports } from './api';
import { csvFileName, reportCsv } from './report-csv';
import type { ReportLinks } from './report-links';
import { ReportTable } from './report-table';
import { readTopCount } from './top-count';
import './reports.css';

/** What the route gives the Reports tab (it is its own feature, composed by the division route). */
export type ReportsTabProps = ReportLinks & { divisionId: string; seasonId: string; seasonName: string };

/** Saves the shown report as a CSV file (a byte-order mark first, so spreadsheets read it as UTF-8). */
function downloadCsv(report: ReportDto, props: ReportsTabProps) {
  const blob = new Blob(['\uFEFF', reportCsv(report)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(report.name, props.divisionName, props.seasonName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Messages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="list-unstyled small text-secondary mb-3 d-print-none" aria-label="Messages">
      {messages.map((message, i) => (
        <li key={i}>{message}</li>
      ))}
    </ul>
  );
}

function ReportsResult({ result, props }: { result: ReportCollectionDto; props: ReportsTabProps }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('report');
  const report = result.reports.find((r) => r.name === wanted) ?? result.reports[0];
  if (!report) {
    return (
      <div className="alert alert-warning" role="status">
        <h2 className="h6 alert-heading">No reports</h2>
        {result.messages.map((message, i) => (
          <p key={i} className="mb-0">
            {message}
          </p>
        ))}
      </div>
    );
  }
  const choose = (name: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set('report', name);
        return next;
      },
      { replace: true },
    );
  const caption = `${report.name}, ${props.divisionName}, ${props.seasonName}`;
  return (
    <>
      <Messages messages={result.messages} />
      <div className="reports-toolbar d-print-none">
        <div className="reports-picker">
          <label htmlFor={`${id}-report`} className="form-label">
            Report
          </label>
          <select
            id={`${id}-report`}
            className="form-select"
            value={report.name}
            onChange={(event) => choose(event.target.value)}
          >
            {result.reports.map((r) => (
              <option key={r.name} value={r.name}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className="reports-actions">
          <button type="button" className="btn btn-outline-dark" onClick={() => window.print()}>
            Print
          </button>
          <button type="button" className="btn btn-outline-dark" onClick={() => downloadCsv(report, props)}>
            Download CSV
          </button>
        </div>
      </div>
      <article className="report-sheet" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="h4 report-title">
          {report.name}
        </h2>
        {/* On paper the sheet says whose it is; on screen the selectors above already do. */}
        <p className="report-context d-none d-print-block">
          {report.thisDivisionOnly ? `${props.divisionName}, ${props.seasonName}` : `${props.seasonName} season`}
        </p>
        <p className="report-description">{report.description}</p>
        <ReportTable report={report} caption={caption} links={props} />
      </article>
    </>
  );
}

/**
 * The Reports tab (runReports): 'Return top' (1-100, default 15, query
 * `top`), 'Get reports...', the server's messages, a report picker (query `report`) and the chosen report as
 * a table; each report prints on A4 and downloads as CSV. A link naming a report runs the reports at once.
 */
export function ReportsTab(props: ReportsTabProps) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [topText, setTopText] = useState(params.get('top') ?? String(reportLimits.clientDefaultTop));
  const read = readTopCount(topText);
  const problem = 'problem' in read ? read.problem : undefined;
  const [requested, setRequested] = useState<number | undefined>(() =>
    params.has('report') && 'top' in read ? read.top : undefined,
  );
  const reports = useReports(props.divisionId, props.seasonId, requested);

  function changeTop(text: string) {
    setTopText(text);
    const next = readTopCount(text);
    if ('top' in next) {
      setParams(
        (now) => {
          const updated = new URLSearchParams(now);
          updated.set('top', String(next.top));
          return updated;
        },
        { replace: true },
      );
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!('top' in read)) {
      document.getElementById(`${id}-top`)?.focus();
      return;
    }
    if (requested === read.top) void reports.refetch();
    else setRequested(read.top);
  }

  const running = requested !== undefined && reports.isFetching;
  const body = (() => {
    if (requested === undefined) {
      return (
        <p className="text-secondary">
          Choose how many rows each report returns, then press Get reports... to run the reports of {props.seasonName}{' '}
          for {props.divisionName}.
        </p>
      );
    }
    if (reports.isPending) return <Loading what="Getting the reports" />;
    if (reports.isError) {
      const known = reports.error instanceof ReportsError ? reports.error : undefined;
      return (
        <ErrorAlert
          title="Could not get the reports"
          error={reports.error}
          result={known ? { errors: [...known.lines] } : undefined}
          onRetry={() => void reports.refetch()}
        />
      );
    }
    return <ReportsResult result={reports.data} props={props} />;
  })();

  return (
    <section className="reports-tab" aria-label={`Reports of ${props.seasonName}`} aria-busy={running}>
      <form className="reports-form d-print-none" noValidate onSubmit={submit}>
        <div className="reports-top">
          <label htmlFor={`${id}-top`} className="form-label">
            Return top
          </label>
          <input
            {...fieldProblemProps(`${id}-top`, problem)}
            className={invalidClass('form-control', problem)}
            type="number"
            inputMode="numeric"
            min={reportLimits.minTop}
            max={reportLimits.maxTop}
            step={1}
            value={topText}
            onChange={(event) => changeTop(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary reports-get">
          {running && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Get reports...
        </button>
        <div className="reports-top-problem">
          <FieldProblem id={`${id}-top`} problem={problem} />
        </div>
      </form>
      {body}
    </section>
  );
}
