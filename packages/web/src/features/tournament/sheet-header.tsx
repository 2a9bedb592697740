import { useId, useState } from 'react';
import { Link } from 'react-router';
import { pageRoutes, routes, type DivisionDto, type SeasonDto } from '@darts/contract';
import { bestOfOf, bestOfProblem, formatCalendarDate, roundsOf } from '@darts/domain';
import { CopyOverlayLink } from '../../components/copy-overlay-link';
import { ExportDataButton } from '../../components/export-data-button';
import { FieldProblem, fieldProblemProps, invalidClass } from '../../components/field-problem';
import { routePath } from '../../lib/api-client';
import { tournamentOverlayChoices } from '../../lib/overlay-options';
import { pagePath } from '../../lib/paths';
import { Markdown } from '../../lib/markdown';
import { DetailsDialog, type TournamentDetails } from './details-dialog';
import { tournamentTitle, type Draft } from './tournament-model';

export type SheetHeaderProps = {
  tournament: Draft;
  season: SeasonDto;
  division: DivisionDto | undefined;
  /**
   * ManageTournaments (edits tournament options): bestOf can be changed (spec 2 §5: at
   * least 3), and 'Edit details' changes the type, address and notes.
   */
  canManage: boolean;
  onBestOfChange: (bestOf: number) => void;
  /** The draft takes the edited details; the page's Save sends them. */
  onDetailsChange: (details: TournamentDetails) => void;
};

/**
 * The bracket sheet's heading: '{type} at {address} on {date}', the season and
 * division, the notes as markdown, the Print and copy-link controls and the link to the venue screen
 * (the pub's TV, `/live/tournament/{id}`); for managers, 'Edit
 * details' (type, address, notes) and the bestOf.
 */
export function SheetHeader({
  tournament,
  season,
  division,
  canManage,
  onBestOfChange,
  onDetailsChange,
}: SheetHeaderProps) {
  const [editing, setEditing] = useState(false);
  const date = formatCalendarDate(tournament.date, { weekday: true, year: true });
  const heading = tournament.singleRound
    ? `${tournament.host ?? ''} vs ${tournament.opponent ?? ''}`
    : tournamentTitle(tournament);
  return (
    <header className="tournament-header">
      <div className="tournament-heading">
        <h1 className="h3 mb-1">
          {heading} <span className="tournament-date">on {date}</span>
        </h1>
        <p className="text-body-secondary mb-2">
          {[division?.name ?? 'Cross-divisional', season.name, tournament.gender].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className="tournament-tools d-print-none">
        {canManage && (
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setEditing(true)}>
            Edit details
          </button>
        )}
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => window.print()}>
          Print
        </button>
        <CopyLink tournamentId={tournament.id} boards={tournament.boards} />
        <ExportDataButton className="btn btn-outline-secondary btn-sm" tables={exportTables(tournament)} />
      </div>
      {tournament.notes && <Markdown text={tournament.notes} className="tournament-notes" />}
      {canManage && <BestOfEditor tournament={tournament} onChange={onBestOfChange} />}
      {editing && (
        <DetailsDialog
          tournament={tournament}
          onSave={(details) => {
            onDetailsChange(details);
            setEditing(false);
          }}
          onClose={() => setEditing(false)}
        />
      )}
    </header>
  );
}

/** The per-page export: this tournament and its matches' leg-by-leg records. */
function exportTables(tournament: Draft): Record<string, string[]> {
  const saygIds = roundsOf(tournament.round).flatMap((round) =>
    round.matches.flatMap((m) => (m.saygId ? [m.saygId] : [])),
  );
  // An empty id list would export the whole table, so a table without ids is left out.
  return { tournamentgame: [tournament.id], ...(saygIds.length > 0 ? { recordedscoreasyougo: saygIds } : {}) };
}

/** The copy-link control: this page's address, the tournament's data link, or its overlay's (per board). */
function CopyLink({ tournamentId, boards }: { tournamentId: string; boards: number | undefined }) {
  const [copied, setCopied] = useState('');
  async function copy(what: 'page' | 'data') {
    const url =
      what === 'page'
        ? window.location.href
        : new URL(routePath(routes.tournament, { id: tournamentId }), window.location.href).href;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(what === 'page' ? 'Link copied' : 'Data link copied');
    } catch {
      setCopied(`Could not copy; the link is ${url}`);
    }
  }
  return (
    <>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void copy('page')}>
        Copy link
      </button>
      <Link
        className="btn btn-outline-secondary btn-sm"
        to={pagePath(pageRoutes.live, { type: 'tournament', id: tournamentId })}
      >
        Venue screen
      </Link>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void copy('data')}>
        Copy data link
      </button>
      <OverlayLink tournamentId={tournamentId} boards={boards} />
      <span className="small tournament-copied" aria-live="polite">
        {copied}
      </span>
    </>
  );
}

/**
 * 'Copy overlay link' (issue #27): at a venue with boards, a select beside it chooses the board whose
 * match the overlay follows ('Any board' is the first board in play), so no one adds `board=N` by hand.
 */
function OverlayLink({ tournamentId, boards }: { tournamentId: string; boards: number | undefined }) {
  const [chosen, setChosen] = useState(0);
  const choices = tournamentOverlayChoices(tournamentId, boards);
  const choice = choices[chosen] ?? choices[0]!;
  if (choices.length === 1) return <CopyOverlayLink path={choice.path} />;
  return (
    <CopyOverlayLink
      path={choice.path}
      choice={
        <select
          className="form-select tournament-overlay-board"
          aria-label="Overlay board"
          value={chosen}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {choices.map(({ label }, index) => (
            <option key={label} value={index}>
              {label}
            </option>
          ))}
        </select>
      }
    />
  );
}

/** bestOf: a whole number of at least 3; a change rewrites every match's legs. */
function BestOfEditor({ tournament, onChange }: { tournament: Draft; onChange: (bestOf: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(bestOfOf(tournament)));
  const problem = bestOfProblem(text, 'tournament');
  return (
    <div className="tournament-best-of d-print-none">
      <label htmlFor={`${id}-best-of`} className="form-label mb-0">
        Best of
      </label>
      <input
        {...fieldProblemProps(`${id}-best-of`, problem)}
        className={invalidClass('form-control form-control-sm', problem)}
        type="number"
        inputMode="numeric"
        min={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const value = event.target.value;
          if (!bestOfProblem(value, 'tournament') && Number(value) !== bestOfOf(tournament)) onChange(Number(value));
        }}
      />
      <FieldProblem id={`${id}-best-of`} problem={problem} />
    </div>
  );
}
