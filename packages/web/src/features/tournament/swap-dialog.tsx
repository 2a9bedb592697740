import { useId, useState } from 'react';
import type { TournamentSwapRequestDto } from '@darts/contract';
import { Dialog } from '../../components/dialog';
import type { Draft } from './tournament-model';

/**
 * 'Swap sides' (issue #26): two drawn sides trade places before the first match starts. The server
 * decides; after a match has started it refuses and the page shows its words.
 */
export function SwapDialog({
  tournament,
  onSwap,
  onClose,
}: {
  tournament: Draft;
  onSwap: (request: TournamentSwapRequestDto) => void;
  onClose: () => void;
}) {
  const id = useId();
  const drawn = (tournament.draw?.order ?? []).flatMap((sideId) => tournament.sides.filter((s) => s.id === sideId));
  const [sideA, setSideA] = useState('');
  const [sideB, setSideB] = useState('');
  const ready = !!sideA && !!sideB && sideA !== sideB;
  const select = (key: 'a' | 'b', label: string, value: string, set: (v: string) => void) => (
    <div className="mb-3">
      <label htmlFor={`${id}-${key}`} className="form-label">
        {label}
      </label>
      <select id={`${id}-${key}`} className="form-select" value={value} onChange={(e) => set(e.target.value)}>
        <option value="">Select a side</option>
        {drawn.map((side) => (
          <option key={side.id} value={side.id}>
            {side.name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Dialog
      title="Swap sides"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSwap({ sideA, sideB });
      }}
      closeButton={false}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!ready}>
            Swap
          </button>
        </>
      }
    >
      {select('a', 'Side', sideA, setSideA)}
      {select('b', 'Swap with', sideB, setSideB)}
    </Dialog>
  );
}

/** What the board dialog offers for keeping a match off the boards by hand. */
export const notOnABoard = 'Not on a board';

/**
 * A match's board set by hand (issue #26): one of the venue's boards, or 'Not on a board', which
 * keeps the match off the boards (no board is given to it by itself) until one is set here again.
 */
export function BoardDialog({
  number,
  boards,
  board,
  onSave,
  onClose,
}: {
  number: number;
  boards: number;
  board: number | undefined;
  onSave: (board: number | null) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(board === undefined ? '' : String(board));
  return (
    <Dialog
      title={`Board for match ${number}`}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value === '' ? null : Number(value));
      }}
      closeButton={false}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary">
            Save
          </button>
        </>
      }
    >
      <label htmlFor={`${id}-board`} className="form-label">
        Board
      </label>
      <select
        id={`${id}-board`}
        className="form-select"
        aria-describedby={`${id}-board-help`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      >
        <option value="">{notOnABoard}</option>
        {Array.from({ length: boards }, (_, i) => (
          <option key={i + 1} value={i + 1}>
            Board {i + 1}
          </option>
        ))}
      </select>
      <p id={`${id}-board-help`} className="form-text mb-0">
        A match not on a board gets none by itself until you set one here.
      </p>
    </Dialog>
  );
}
