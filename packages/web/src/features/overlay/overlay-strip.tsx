/** A match of the strip under a tournament overlay's bug. */
export type StripMatch = {
  key: string;
  sideA: string;
  sideB: string;
  /** '2–1', or 'v' before it starts. */
  score: string;
  winner: 'sideA' | 'sideB' | null;
  /** The match the bug shows. */
  current: boolean;
};

/** The round being played under the bug (`show=bracket`): a match a line, winners and the board's match marked. */
export function OverlayStrip({ title, matches }: { title: string; matches: readonly StripMatch[] }) {
  return (
    <>
      <p className="overlay-strip-title">{title}</p>
      <ol className="overlay-strip" aria-label={title}>
        {matches.map((match) => (
          <li key={match.key} className={match.current ? 'is-current' : undefined}>
            <Entrant name={match.sideA} won={match.winner === 'sideA'} />
            <span>{match.score}</span>
            <Entrant name={match.sideB} won={match.winner === 'sideB'} />
            {match.current && <span className="visually-hidden"> (this match)</span>}
          </li>
        ))}
      </ol>
    </>
  );
}

function Entrant({ name, won }: { name: string; won: boolean }) {
  return (
    <span className={won ? 'is-winner' : undefined}>
      {name}
      {won && <span className="visually-hidden"> (winner)</span>}
    </span>
  );
}
