import { hasOpponent, scoreHighlights, type Sayg, type Side } from '@darts/domain';

/** The sides to show: home, and away when there is an opponent (single-player practice has none). */
export function sidesOf(sayg: Sayg): Side[] {
  return hasOpponent(sayg) ? ['home', 'away'] : ['home'];
}

export function nameOf(sayg: Sayg, side: Side): string {
  return side === 'home' ? sayg.yourName : (sayg.opponentName ?? 'Opponent');
}

/** 'Jo v Sam', or 'Jo' alone. */
export function matchTitle(sayg: Sayg): string {
  return sidesOf(sayg)
    .map((side) => nameOf(sayg, side))
    .join(' v ');
}

/**
 * A visit's score: 100 or more red, 180 bold. A bust is struck through, not coloured
 * (it does not count), and says "bust" to screen readers, which do not announce strike-through.
 */
export function ThrowScore({ score, isBust = false }: { score: number; isBust?: boolean }) {
  if (isBust) {
    return (
      <span className="ms-bust">
        <s>{score}</s>
        <span className="visually-hidden"> (bust)</span>
      </span>
    );
  }
  const { ton, maximum } = scoreHighlights(score);
  const classes = [ton && 'ms-ton', maximum && 'ms-max'].filter(Boolean).join(' ');
  return <span className={classes || undefined}>{score}</span>;
}
