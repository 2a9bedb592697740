import { useId, useState } from 'react';
import type { TournamentGameDto, TournamentMatchDto } from '@darts/contract';
import { formatCalendarDate, type MatchSide } from '@darts/domain';
import { Dialog } from '../../components/dialog';
import { addMatch, playersOnSide, removeMatch, setMatchPlayer, type DrawPlayer } from './draw-edits';
import { sideName } from './report-data';

type Props = {
  draft: TournamentGameDto;
  onDraftChange: (next: TournamentGameDto) => void;
  /** EnterTournamentResults or ManageTournaments: the draw's players can be changed. */
  canEdit: boolean;
  /** Offered only to editors with RecordScoresAsYouGo (required for super league). */
  onStartScoring?: ((matchId: string) => void) | undefined;
  hostPlayers: DrawPlayer[];
  opponentPlayers: DrawPlayer[];
  /** Per match, its legs won once it has a record or a score (shown in place of 'v'). */
  scores: ReadonlyArray<Pick<TournamentMatchDto, 'scoreA' | 'scoreB'> | null>;
  teamsLoaded: boolean;
};

/** 'v' before a match starts, then its legs won. */
function Versus({ score }: { score: Pick<TournamentMatchDto, 'scoreA' | 'scoreB'> | null | undefined }) {
  if (!score) return <>v</>;
  return (
    <span className="superleague-draw-score">
      {score.scoreA ?? 0}–{score.scoreB ?? 0}
      <span className="visually-hidden"> legs</span>
    </span>
  );
}

/**
 * The master draw's match rows: the match number, the host's player
 * v the opponent's player, and 'Start scoring' per match. Editors pick the players (each player
 * once per side), add matches and remove them after a confirmation; others read the draw.
 */
export function MasterDraw(props: Props) {
  const { draft, onDraftChange, canEdit, onStartScoring, hostPlayers, opponentPlayers, scores, teamsLoaded } = props;
  const matches = draft.round?.matches ?? [];
  const [removing, setRemoving] = useState<number | null>(null);
  const host = draft.host || 'Host';
  const opponent = draft.opponent || 'Opponent';
  // The draw's date on every row, as dates are written (d MMM yyyy).
  const date = draft.date ? formatCalendarDate(draft.date, { year: true }) : '';
  const choices = (side: MatchSide, exceptIndex?: number) => {
    const taken = playersOnSide(draft, side, exceptIndex);
    return (side === 'sideA' ? hostPlayers : opponentPlayers).filter((player) => !taken.has(player.id));
  };

  return (
    <>
      <div className="table-responsive">
        <table className={`table align-middle superleague-draw${canEdit ? ' superleague-draw-edit' : ''}`}>
          <caption className="visually-hidden">Master draw</caption>
          <thead>
            <tr>
              <th scope="col">
                <abbr title="Match number">#</abbr>
              </th>
              <th scope="col">{host}</th>
              <th scope="col" className="text-center">
                <abbr title="versus, then legs won">v</abbr>
              </th>
              <th scope="col">{opponent}</th>
              <th scope="col">Date</th>
              {canEdit && (
                <th scope="col" className="d-print-none">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {matches.length === 0 && (
              <tr>
                <td colSpan={canEdit ? 6 : 5} className="text-body-secondary">
                  No matches
                </td>
              </tr>
            )}
            {matches.map((match, index) =>
              canEdit ? (
                <EditableRow
                  key={match.id}
                  match={match}
                  index={index}
                  hostChoices={choices('sideA', index)}
                  opponentChoices={choices('sideB', index)}
                  score={scores[index]}
                  date={date}
                  onPick={(side, player) => onDraftChange(setMatchPlayer(draft, index, side, player))}
                  {...(onStartScoring ? { onStartScoring: () => onStartScoring(match.id) } : {})}
                  onRemove={() => setRemoving(index)}
                />
              ) : (
                <tr key={match.id}>
                  <th scope="row">{index + 1}</th>
                  <td>{sideName(match, 'sideA')}</td>
                  <td className="text-center text-nowrap">
                    <Versus score={scores[index]} />
                  </td>
                  <td>{sideName(match, 'sideB')}</td>
                  <td className="text-nowrap">{date}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      {canEdit && (
        <NewMatch
          number={matches.length + 1}
          hostChoices={choices('sideA')}
          opponentChoices={choices('sideB')}
          host={host}
          opponent={opponent}
          teamsChosen={Boolean(draft.host && draft.opponent)}
          teamsLoaded={teamsLoaded}
          onAdd={(a, b) => onDraftChange(addMatch(draft, a, b))}
        />
      )}
      {removing !== null && matches[removing] && (
        <Dialog
          title={`Remove match ${removing + 1}`}
          onClose={() => setRemoving(null)}
          closeButton={false}
          footer={
            <>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setRemoving(null)}>
                Cancel
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => {
                  onDraftChange(removeMatch(draft, removing));
                  setRemoving(null);
                }}
              >
                Remove match
              </button>
            </>
          }
        >
          <p>
            Are you sure you want to remove this match? ({sideName(matches[removing], 'sideA')} v{' '}
            {sideName(matches[removing], 'sideB')})
          </p>
          {matches[removing].saygId && <p>Its leg-by-leg record stays on the server but is no longer shown.</p>}
        </Dialog>
      )}
    </>
  );
}

type RowProps = {
  match: TournamentMatchDto;
  index: number;
  score: Pick<TournamentMatchDto, 'scoreA' | 'scoreB'> | null | undefined;
  date: string;
  hostChoices: DrawPlayer[];
  opponentChoices: DrawPlayer[];
  onPick: (side: MatchSide, player: DrawPlayer) => void;
  onStartScoring?: () => void;
  onRemove: () => void;
};

function EditableRow({
  match,
  index,
  score,
  date,
  hostChoices,
  opponentChoices,
  onPick,
  onStartScoring,
  onRemove,
}: RowProps) {
  const number = index + 1;
  const complete = Boolean(match.sideA && match.sideB);
  return (
    <tr>
      <th scope="row">{number}</th>
      <td>
        <PlayerSelect
          label={`Match ${number}: host's player`}
          current={match.sideA?.players[0]}
          choices={hostChoices}
          onPick={(player) => onPick('sideA', player)}
        />
      </td>
      <td className="text-center text-nowrap">
        <Versus score={score} />
      </td>
      <td>
        <PlayerSelect
          label={`Match ${number}: opponent's player`}
          current={match.sideB?.players[0]}
          choices={opponentChoices}
          onPick={(player) => onPick('sideB', player)}
        />
      </td>
      <td className="text-nowrap">{date}</td>
      <td className="d-print-none">
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          {onStartScoring && (
            <button type="button" className="btn btn-primary btn-sm" disabled={!complete} onClick={onStartScoring}>
              Start scoring<span className="visually-hidden"> match {number}</span>
            </button>
          )}
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRemove}>
            Remove<span className="visually-hidden"> match {number}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}

type PlayerSelectProps = {
  /** The select's name when no visible label points at it. */
  label?: string;
  id?: string;
  current: { id: string; name: string } | undefined;
  choices: DrawPlayer[];
  onPick: (player: DrawPlayer) => void;
};

function PlayerSelect({ label, id, current, choices, onPick }: PlayerSelectProps) {
  // The chosen player stays in the list even when the team's season no longer has them.
  const options = current && !choices.some((p) => p.id === current.id) ? [current, ...choices] : choices;
  return (
    <select
      id={id}
      className="form-select superleague-player"
      aria-label={label}
      value={current?.id ?? ''}
      onChange={(event) => {
        const player = options.find((p) => p.id === event.target.value);
        if (player) onPick(player);
      }}
    >
      {!current && <option value="">Choose a player…</option>}
      {options.map((player) => (
        <option key={player.id} value={player.id}>
          {player.name}
        </option>
      ))}
    </select>
  );
}

type NewMatchProps = {
  number: number;
  hostChoices: DrawPlayer[];
  opponentChoices: DrawPlayer[];
  host: string;
  opponent: string;
  teamsChosen: boolean;
  teamsLoaded: boolean;
  onAdd: (host: DrawPlayer, opponent: DrawPlayer) => void;
};

/** The row that adds a match: both players chosen, then 'Add match'. */
function NewMatch(props: NewMatchProps) {
  const { number, hostChoices, opponentChoices, host, opponent, teamsChosen, teamsLoaded, onAdd } = props;
  const id = useId();
  const [a, setA] = useState<DrawPlayer>();
  const [b, setB] = useState<DrawPlayer>();
  const pickedA = a && hostChoices.some((p) => p.id === a.id) ? a : undefined;
  const pickedB = b && opponentChoices.some((p) => p.id === b.id) ? b : undefined;
  const hint = !teamsLoaded
    ? 'Loading the teams’ players…'
    : !teamsChosen
      ? 'Choose the host and opponent teams first; their players for this season are listed here.'
      : hostChoices.length === 0 || opponentChoices.length === 0
        ? `Every player of ${hostChoices.length === 0 ? host : opponent} for this season is in the draw.`
        : undefined;
  return (
    <fieldset className="superleague-new-match d-print-none">
      <legend className="h6">Add match {number}</legend>
      {hint ? (
        <p className="form-text mb-0">{hint}</p>
      ) : (
        <div className="row g-2 align-items-end">
          <div className="col-12 col-sm-5">
            <label className="form-label" htmlFor={`${id}-a`}>
              {host}'s player
            </label>
            <PlayerSelect id={`${id}-a`} current={pickedA} choices={hostChoices} onPick={setA} />
          </div>
          <div className="col-12 col-sm-5">
            <label className="form-label" htmlFor={`${id}-b`}>
              {opponent}'s player
            </label>
            <PlayerSelect id={`${id}-b`} current={pickedB} choices={opponentChoices} onPick={setB} />
          </div>
          <div className="col-12 col-sm-2">
            <button
              type="button"
              className="btn btn-outline-primary w-100"
              disabled={!pickedA || !pickedB}
              onClick={() => {
                if (!pickedA || !pickedB) return;
                onAdd(pickedA, pickedB);
                setA(undefined);
                setB(undefined);
              }}
            >
              Add match
            </button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
