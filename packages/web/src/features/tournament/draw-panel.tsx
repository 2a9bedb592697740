import { useId, useState } from 'react';
import {
  formatLimits,
  stageBestOfMessage,
  tournamentTexts,
  type TournamentDrawRequestDto,
  type TournamentFormat,
} from '@darts/contract';
import {
  activeSides,
  bracketPlan,
  bracketSize,
  drawnStageBestOf,
  isDrawLocked,
  layoutProblem,
  stageBestOfFields,
  storedBestOfByField,
  type StageBestOfBracket,
  type StageBestOfField,
} from '@darts/domain';
import { formatDateTime } from '../../lib/date-time';
import type { Draft } from './tournament-model';

export const formatNames: Record<TournamentFormat, string> = {
  knockout: 'Knockout',
  doubleElimination: 'Double elimination',
  groups: 'Groups then knockout',
};

/** The draw as it was made, for everyone: 'Drawn at random by {by} on {time}'. */
export function drawRecord(tournament: Draft): string | undefined {
  const draw = tournament.draw;
  if (!draw) return undefined;
  const how = draw.method === 'seeded' ? 'Drawn by seed' : 'Drawn at random';
  return `${how}${draw.by ? ` by ${draw.by}` : ''} on ${formatDateTime(draw.made)}`;
}

/** The draw's record line, shown to everyone once the sides are drawn. */
export function DrawRecord({ tournament }: { tournament: Draft }) {
  const record = drawRecord(tournament);
  if (!record) return null;
  return (
    <p className="tournament-draw-record text-body-secondary small mb-2">
      {formatNames[tournament.format ?? 'knockout']} · {record}
    </p>
  );
}

/** The headings the best-of fields are grouped under, per bracket (issue #26). */
function bracketTitle(bracket: StageBestOfBracket, format: TournamentFormat): string | undefined {
  if (bracket === 'groups') return 'Groups';
  if (bracket === 'losers') return 'Losers bracket';
  if (format === 'doubleElimination') return bracket === 'winners' ? 'Winners bracket' : 'Grand final';
  return format === 'groups' ? 'Knockout' : undefined;
}

/** The fields in groups of one bracket each, in play order; a knockout's final goes with its rounds. */
function fieldGroups(fields: readonly StageBestOfField[], format: TournamentFormat) {
  const groups: { title: string | undefined; fields: StageBestOfField[] }[] = [];
  for (const field of fields) {
    const title = bracketTitle(field.bracket, format);
    const last = groups.at(-1);
    if (last && last.title === title) last.fields.push(field);
    else groups.push({ title, fields: [field] });
  }
  return groups;
}

/** A typed best of that the server would refuse (it takes 1 to 99 legs). */
const badLegs = (text: string) => text.trim() !== '' && !/^([1-9]|[1-9]\d)$/.test(text.trim());

/** A whole number typed, or undefined when blank or not one. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : undefined);

export type DrawPanelProps = {
  tournament: Draft;
  unsaved: boolean;
  busy: boolean;
  onChange: (change: (draft: Draft) => Draft) => void;
  onDraw: (request: TournamentDrawRequestDto) => void;
  onSwap: () => void;
  /** The saved night was drawn and a side came or went since: the draft has no draw any more. */
  drawUndone?: boolean;
};

/**
 * The format and draw of a tournament night, for a manager (issue #26): the format, a grand final
 * reset, the groups and how many go through, the boards at the venue (all saved with the
 * tournament), the best of per stage (sent with the draw), and 'Draw' (random) or 'Draw by seed'
 * (the server's routes). The domain's `layoutProblem` says when the shape cannot be drawn. Once a
 * match has started, the draw and format stay as they are.
 */
export function DrawPanel({ tournament, unsaved, busy, onChange, onDraw, onSwap, drawUndone }: DrawPanelProps) {
  const id = useId();
  const locked = isDrawLocked(tournament);
  const format = tournament.format ?? 'knockout';
  const sides = activeSides(tournament);
  const [groupCountText, setGroupCountText] = useState(String(tournament.groups?.length || 4));
  // What the organiser typed in the best-of fields since the last draw (a new draw starts afresh).
  const [typed, setTyped] = useState<{ made: string | undefined; texts: Record<string, string> }>({
    made: tournament.draw?.made,
    texts: {},
  });
  const edits = typed.made === tournament.draw?.made ? typed.texts : {};
  const groupCount = wholeNumber(groupCountText);
  const groupAdvance = tournament.groupAdvance ?? 2;
  const knockoutSides = format === 'groups' ? (groupCount ?? 0) * groupAdvance : sides.length;
  const roundCount = bracketPlan(knockoutSides >= 2 ? bracketSize(knockoutSides) : 0).roundCount;
  const shape = { format, roundCount };
  const fields = stageBestOfFields(shape);
  // Each field shows what the stored layout plays until the organiser types in it (issue #26).
  const stored = storedBestOfByField(tournament);
  const shown = (key: string) => edits[key] ?? (stored[key] != null ? String(stored[key]) : '');
  const problem =
    format === 'groups' && groupCount === undefined
      ? 'Say how many groups'
      : (layoutProblem({ format, sides, groupCount: groupCount ?? null, groupAdvance }) ??
        (fields.some((f) => badLegs(shown(f.key))) ? stageBestOfMessage : undefined));
  const field = (key: string) => `${id}-${key}`;

  function set(change: Partial<Draft>, remove: (keyof Draft)[] = []) {
    onChange((draft) => {
      const next: Draft = { ...draft, ...change };
      for (const key of remove) delete next[key];
      return next;
    });
  }

  /** The draw asked for, each stage's best of by the domain's rule (`drawnStageBestOf`). */
  function request(method: 'random' | 'seeded'): TournamentDrawRequestDto {
    const typedLegs = Object.fromEntries(Object.entries(edits).map(([key, text]) => [key, wholeNumber(text) ?? null]));
    const drawn = drawnStageBestOf(stored, typedLegs, shape);
    return {
      method,
      ...(format === 'groups' && groupCount !== undefined ? { groupCount } : {}),
      roundBestOf: {
        groups: drawn.groups ?? null,
        rounds: [...(drawn.rounds ?? [])],
        losersRounds: drawn.losersRounds ? [...drawn.losersRounds] : null,
        final: drawn.final ?? null,
      },
    };
  }

  const bestOfInput = ({ key, name }: StageBestOfField) => (
    <div key={key} className="tournament-draw-field">
      <label htmlFor={field(`best-of-${key}`)} className="form-label mb-0 small">
        {name}
      </label>
      <input
        id={field(`best-of-${key}`)}
        className="form-control form-control-sm"
        type="number"
        inputMode="numeric"
        min={1}
        max={99}
        placeholder={String(tournament.bestOf ?? 5)}
        value={shown(key)}
        aria-invalid={badLegs(shown(key)) || undefined}
        disabled={locked}
        onChange={(event) => {
          const text = event.target.value;
          setTyped({ made: tournament.draw?.made, texts: { ...edits, [key]: text } });
        }}
      />
    </div>
  );

  return (
    <section className="tournament-draw-panel d-print-none" aria-labelledby={field('heading')}>
      <h2 id={field('heading')} className="h6">
        Format and draw
      </h2>
      {locked && (
        <p className="small text-body-secondary mb-2">A match has started: the format and draw stay as they are.</p>
      )}
      {drawUndone && (
        <p className="alert alert-warning py-1 px-2 small mb-2" role="status">
          {tournamentTexts.drawUndone}
        </p>
      )}
      <div className="tournament-draw-fields">
        <div className="tournament-draw-field">
          <label htmlFor={field('format')} className="form-label mb-0 small">
            Format
          </label>
          <select
            id={field('format')}
            className="form-select form-select-sm"
            value={format}
            disabled={locked}
            onChange={(event) => {
              const next = event.target.value as TournamentFormat;
              if (next === 'knockout') set({}, ['format']);
              else set({ format: next });
            }}
          >
            {(Object.keys(formatNames) as TournamentFormat[]).map((f) => (
              <option key={f} value={f}>
                {formatNames[f]}
              </option>
            ))}
          </select>
        </div>
        {format === 'groups' && (
          <>
            <div className="tournament-draw-field">
              <label htmlFor={field('groups')} className="form-label mb-0 small">
                Groups
              </label>
              <input
                id={field('groups')}
                className="form-control form-control-sm"
                type="number"
                inputMode="numeric"
                min={formatLimits.groups.min}
                max={formatLimits.groups.max}
                value={groupCountText}
                disabled={locked}
                onChange={(event) => setGroupCountText(event.target.value)}
              />
            </div>
            <div className="tournament-draw-field">
              <label htmlFor={field('advance')} className="form-label mb-0 small">
                Go through from each
              </label>
              <select
                id={field('advance')}
                className="form-select form-select-sm"
                value={groupAdvance}
                disabled={locked}
                onChange={(event) => set({ groupAdvance: Number(event.target.value) })}
              >
                {[1, 2, 3, 4].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}
        <div className="tournament-draw-field">
          <label htmlFor={field('boards')} className="form-label mb-0 small">
            Boards at the venue
          </label>
          <input
            id={field('boards')}
            className="form-control form-control-sm"
            type="number"
            inputMode="numeric"
            min={formatLimits.boards.min}
            max={formatLimits.boards.max}
            placeholder="None"
            value={tournament.boards ?? ''}
            onChange={(event) => {
              const boards = wholeNumber(event.target.value);
              if (boards === undefined || boards < 1) set({}, ['boards']);
              else set({ boards: Math.min(boards, formatLimits.boards.max) });
            }}
          />
        </div>
      </div>
      {format === 'doubleElimination' && (
        <div className="form-check mb-2">
          <input
            id={field('reset')}
            className="form-check-input"
            type="checkbox"
            checked={!!tournament.grandFinalReset}
            disabled={locked}
            onChange={(event) => (event.target.checked ? set({ grandFinalReset: true }) : set({}, ['grandFinalReset']))}
          />
          <label htmlFor={field('reset')} className="form-check-label">
            Grand final reset (played again when the losers-bracket side wins the first)
          </label>
        </div>
      )}
      {!locked && fields.length > 0 && (
        <fieldset className="tournament-draw-best-of mb-2">
          <legend className="small fw-semibold mb-1">Best of (blank: the tournament&apos;s)</legend>
          {fieldGroups(fields, format).map((group) =>
            group.title ? (
              <fieldset key={group.title} className="tournament-draw-best-of-group">
                <legend className="small text-body-secondary mb-1">{group.title}</legend>
                <div className="tournament-draw-best-of-fields">{group.fields.map(bestOfInput)}</div>
              </fieldset>
            ) : (
              <div key="rounds" className="tournament-draw-best-of-fields">
                {group.fields.map(bestOfInput)}
              </div>
            ),
          )}
        </fieldset>
      )}
      {problem && !locked && (
        <p className="alert alert-warning py-1 px-2 small mb-2" role="status">
          {problem}
        </p>
      )}
      {!locked && unsaved && <p className="small text-body-secondary mb-2">Save the changes first, then draw.</p>}
      <div className="tournament-draw-buttons">
        {!locked && (
          <>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy || unsaved || !!problem}
              onClick={() => onDraw(request('random'))}
            >
              Draw
            </button>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              disabled={busy || unsaved || !!problem}
              onClick={() => onDraw(request('seeded'))}
            >
              Draw by seed
            </button>
          </>
        )}
        {/* Offered after a match started too: the server then refuses it and says why. */}
        {tournament.draw && (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={busy || unsaved}
            onClick={onSwap}
          >
            Swap sides
          </button>
        )}
      </div>
    </section>
  );
}
