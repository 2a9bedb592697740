import { useId } from 'react';
import type { TeamDto, TournamentGameDto } from '@darts/contract';

type Props = {
  draft: TournamentGameDto;
  onDraftChange: (next: TournamentGameDto) => void;
  /** The season's teams; undefined while loading. */
  teams: TeamDto[] | undefined;
};

const genders = [
  { value: 'men', text: 'Men' },
  { value: 'women', text: 'Women' },
] as const;

/** 'Men' or 'Women' for the wire's free text, else the text as it came. */
export const genderText = (gender: string | undefined) =>
  genders.find((g) => g.value === gender?.toLowerCase())?.text ?? gender ?? '';

/**
 * The master draw's own fields for ManageTournaments: host v
 * opponent, gender and notes such as the board number. The page's heading shows the date, the
 * notes and bestOf (with its editor) for every tournament, so they are not repeated here. The two
 * team lists exclude each other; once the draw has matches the teams are fixed, as the
 * matches' players come from them.
 */
export function DrawDetails({ draft, onDraftChange, teams }: Props) {
  const id = useId();
  const hasMatches = (draft.round?.matches.length ?? 0) > 0;
  const change = (patch: Partial<TournamentGameDto>) => onDraftChange({ ...draft, ...patch });
  const teamHint = `${id}-team-hint`;

  return (
    <div className="row g-2 mb-3 superleague-fields">
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
      <div className="col-12 col-sm-4 col-md-3">
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
      <div className="col-12 col-sm-8 col-md-9">
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
    <div className="col-12 col-sm-6">
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
