import { useId } from 'react';
import type { GamePlayerDto } from '@darts/contract';

/** The value of the option that opens the new-player dialog. */
const newPlayerValue = '\u0000new';

export type PlayerSelectProps = {
  /** What a screen reader hears, e.g. 'Match 1 home player'. */
  label: string;
  /** Shown above the control; when absent the label is for screen readers only. */
  visibleLabel?: boolean;
  value: string | undefined;
  players: readonly GamePlayerDto[];
  /** Players who may not be picked here, with why (e.g. 'playing in match 3'). */
  unavailable?: ReadonlyMap<string, string>;
  onChange: (player: GamePlayerDto | null) => void;
  /** Offers 'New player…', which calls this (managePlayers / manageTeams). */
  onNewPlayer?: () => void;
  disabled?: boolean;
  className?: string;
};

/**
 * A player picker: the team's players by name, those who may not be picked disabled
 * with the reason in their text, an empty choice, and 'New player…' for those who may add one. The
 * caller lists the chosen player even when the squad no longer has them.
 */
export function PlayerSelect({
  label,
  visibleLabel = false,
  value,
  players,
  unavailable,
  onChange,
  onNewPlayer,
  disabled = false,
  className = '',
}: PlayerSelectProps) {
  const id = useId();
  return (
    <div className={`score-card-player ${className}`}>
      <label htmlFor={id} className={visibleLabel ? 'form-label' : 'visually-hidden'}>
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value;
          if (next === newPlayerValue) {
            onNewPlayer?.();
            return;
          }
          onChange(players.find((p) => p.id === next) ?? null);
        }}
      >
        <option value="">Select…</option>
        {players.map((player) => {
          const reason = player.id === value ? undefined : unavailable?.get(player.id);
          return (
            <option key={player.id} value={player.id} disabled={!!reason}>
              {reason ? `${player.name} (${reason})` : player.name}
            </option>
          );
        })}
        {onNewPlayer && <option value={newPlayerValue}>New player…</option>}
      </select>
    </div>
  );
}
