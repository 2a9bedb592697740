import { useId, useState } from 'react';
import type { TeamDto, TournamentGameDto } from '@darts/contract';
import { bestOfProblem, formatCalendarDate, setBestOf, toCalendarDate } from '@darts/domain';
import { FieldProblem, fieldProblemProps, invalidClass } from '../../components/field-problem';

type Props = {
  draft: TournamentGameDto;
  onDraftChange: (next: TournamentGameDto) => void;
  /** ManageTournaments: host, opponent, gender, bestOf and notes can be changed (spec 2 §6). */
  canManage: boolean;
  /** The season's teams; undefined while loading or when not needed. */
  teams: TeamDto[] | undefined;
};

const genders = [
  { value: 'men', text: 'Men' },
  { value: 'women', text: 'Women' },
] as const;

export const genderText = (gender: string | undefined) =>
  genders.find((g) => g.value === gender?.toLowerCase())?.text ?? gender ?? '';

export const shownDate = (date: string) => {
  const day = toCalendarDate(date);
  return day ? formatCalendarDate(day, { weekday: true, year: true }) : date;
};

/**
 * The master draw's heading fields (spec 2 §2 Master draw table): host v opponent, gender, best
 * of, date and notes such as the board number. The two team lists exclude each other (spec 2 §5);
 * once the draw has matches the teams are fixed, as the matches' players come from them.
 */
export function DrawDetails({ draft, onDraftChange, canManage, teams }: Props) {
  if (!canManage) {
    return (
      <dl className="superleague-details">
        <div>
          <dt>Gender</dt>
          <dd>{genderText(draft.gender) || '–'}</dd>
        </div>
        <div>
          <dt>Best of</dt>
          <dd>{draft.bestOf ?? '–'}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{shownDate(draft.date)}</dd>
        </div>
        {draft.notes && (
          <div>
            <dt>Notes</dt>
            <dd>{draft.notes}</dd>
          </div>
        )}
      </dl>
    );
  }
  return <EditableDetails draft={draft} onDraftChange={onDraftChange} teams={teams} />;
}

function EditableDetails({ draft, onDraftChange, teams }: Omit<Props, 'canManage'>) {
  const id = useId();
  const hasMatches = (draft.round?.matches.length ?? 0) > 0;
  const [bestOfText, setBestOfText] = useState(draft.bestOf === undefined ? '' : String(draft.bestOf));
  const bestOfIssue =
    bestOfText === '' && draft.bestOf === undefined ? undefined : bestOfProblem(bestOfText, 'tournament');
  const change = (patch: Partial<TournamentGameDto>) => onDraftChange({ ...draft, ...patch });
  const teamHint = `${id}-team-hint`;

  const changeBestOf = (text: string) => {
    setBestOfText(text);
    if (!bestOfProblem(text, 'tournament')) onDraftChange(setBestOf(draft, Number(text)));
  };

  return (
    <div className="row g-2 superleague-fields">
      <TeamSelect
        id={`${id}-host`}
        label="Host"
        value={draft.host}
        other={draft.opponent}
        teams={teams}
        locked={hasMatches}
        hintId={hasMatches ? teamHint : undefined}
        onChange={(host) => change({ host })}
      />
      <TeamSelect
        id={`${id}-opponent`}
        label="Opponent"
        value={draft.opponent}
        other={draft.host}
        teams={teams}
        locked={hasMatches}
        hintId={hasMatches ? teamHint : undefined}
        onChange={(opponent) => change({ opponent })}
      />
      {hasMatches && (
        <p id={teamHint} className="form-text col-12 mt-0">
          The teams are fixed while the draw has matches: remove the matches to change them.
        </p>
      )}
      <div className="col-6 col-md-3">
        <label className="form-label" htmlFor={`${id}-gender`}>
          Gender
        </label>
        <select
          id={`${id}-gender`}
          className="form-select"
          value={draft.gender?.toLowerCase() ?? ''}
          onChange={(event) => change({ gender: event.target.value || undefined })}
        >
          <option value="">Choose…</option>
          {genders.map((g) => (
            <option key={g.value} value={g.value}>
              {g.text}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label className="form-label" htmlFor={`${id}-best-of`}>
          Best of
        </label>
        <input
          {...fieldProblemProps(`${id}-best-of`, bestOfIssue)}
          className={invalidClass('form-control', bestOfIssue)}
          type="number"
          inputMode="numeric"
          min={3}
          value={bestOfText}
          onChange={(event) => changeBestOf(event.target.value)}
        />
        <FieldProblem id={`${id}-best-of`} problem={bestOfIssue} />
      </div>
      <div className="col-6 col-md-3">
        <span className="form-label d-block">Date</span>
        <span className="form-control-plaintext">{shownDate(draft.date)}</span>
      </div>
      <div className="col-12 col-md-9">
        <label className="form-label" htmlFor={`${id}-notes`}>
          Notes
        </label>
        <input
          id={`${id}-notes`}
          className="form-control"
          placeholder="e.g. Board 2"
          value={draft.notes ?? ''}
          onChange={(event) => change({ notes: event.target.value || undefined })}
        />
      </div>
    </div>
  );
}

type TeamSelectProps = {
  id: string;
  label: string;
  value: string | undefined;
  other: string | undefined;
  teams: TeamDto[] | undefined;
  locked: boolean;
  hintId?: string;
  onChange: (name: string | undefined) => void;
};

function TeamSelect({ id, label, value, other, teams, locked, hintId, onChange }: TeamSelectProps) {
  const names = (teams ?? []).map((team) => team.name).filter((name) => name !== other);
  // The saved team stays choosable even if it left the season, so the list never blanks it out.
  if (value && !names.includes(value)) names.unshift(value);
  return (
    <div className="col-12 col-md-6">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value ?? ''}
        disabled={locked || teams === undefined}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{teams === undefined ? 'Loading teams…' : 'Choose a team…'}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
