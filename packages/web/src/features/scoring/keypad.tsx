import { memo } from 'react';
import { canAppendDigit, canSubmit, removeDigit, appendDigit } from './keypad-entry';

/** Quick scores submitted with one tap. */
export const quickScores = [140, 45, 41, 100, 40, 60] as const;

const tap = () => navigator.vibrate?.(30);

type Key =
  | { kind: 'digit'; digit: number; area: string }
  | { kind: 'quick'; score: number; area: string }
  | { kind: 'back'; area: string }
  | { kind: 'enter'; area: string };

// A 5 × 4 grid: quick scores down both sides, digits in the middle, delete and enter at the bottom.
const keys: Key[] = [
  { kind: 'quick', score: 140, area: 'q140' },
  ...[1, 2, 3].map((digit) => ({ kind: 'digit' as const, digit, area: `d${digit}` })),
  { kind: 'quick', score: 100, area: 'q100' },
  { kind: 'quick', score: 45, area: 'q45' },
  ...[4, 5, 6].map((digit) => ({ kind: 'digit' as const, digit, area: `d${digit}` })),
  { kind: 'quick', score: 60, area: 'q60' },
  { kind: 'quick', score: 41, area: 'q41' },
  ...[7, 8, 9].map((digit) => ({ kind: 'digit' as const, digit, area: `d${digit}` })),
  { kind: 'quick', score: 40, area: 'q40' },
  { kind: 'back', area: 'back' },
  { kind: 'digit', digit: 0, area: 'd0' },
  { kind: 'enter', area: 'enter' },
];

/**
 * The score keypad: digits that would pass 180 or follow a leading zero are
 * disabled, enter waits for a digit, quick scores submit at once. Every tap buzzes.
 */
export const Keypad = memo(function Keypad({
  entry,
  onEntryChange,
  onSubmit,
  disabled = false,
}: {
  entry: string;
  onEntryChange: (entry: string) => void;
  onSubmit: (score: number) => void;
  disabled?: boolean;
}) {
  const press = (key: Key) => {
    tap();
    if (key.kind === 'digit') onEntryChange(appendDigit(entry, key.digit));
    else if (key.kind === 'back') onEntryChange(removeDigit(entry));
    else if (key.kind === 'quick') onSubmit(key.score);
    else if (canSubmit(entry)) onSubmit(Number(entry));
  };
  const isDisabled = (key: Key) =>
    disabled ||
    (key.kind === 'digit' && !canAppendDigit(entry, key.digit)) ||
    (key.kind === 'back' && entry === '') ||
    (key.kind === 'enter' && !canSubmit(entry));

  return (
    <div className="sayg-keypad" role="group" aria-label="Keypad">
      {keys.map((key) => (
        <button
          key={key.area}
          type="button"
          className={`btn sayg-key sayg-key-${key.kind}`}
          style={{ gridArea: key.area }}
          disabled={isDisabled(key)}
          onClick={() => press(key)}
          {...(key.kind === 'back' ? { 'aria-label': 'Delete last digit' } : {})}
          {...(key.kind === 'enter' ? { 'aria-label': 'Enter score' } : {})}
          {...(key.kind === 'quick' ? { 'aria-label': `Score ${key.score}` } : {})}
        >
          {key.kind === 'digit' && key.digit}
          {key.kind === 'quick' && key.score}
          {key.kind === 'back' && <span aria-hidden="true">⌫</span>}
          {key.kind === 'enter' && <span aria-hidden="true">⏎</span>}
        </button>
      ))}
    </div>
  );
});
