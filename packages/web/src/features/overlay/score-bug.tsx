import type { ReactNode } from 'react';
import type { BugModel, BugRow } from './score-bug-model';

/**
 * The score bug (issue #27): a line per side with its last visit, legs won and what it has left,
 * the thrower marked by an arrow and a bar as well as colour, and below them the leg and the
 * checkout to go for. `heading` names where it is played (a board, a team score); `children` go
 * under it (a round's strip).
 */
export function ScoreBug({ model, heading, children }: { model: BugModel; heading?: ReactNode; children?: ReactNode }) {
  const title = model.rows.map((row) => row.name).join(' v ');
  return (
    <section className="overlay-bug" aria-label={`Score: ${title}`}>
      {heading && <p className="overlay-bug-head">{heading}</p>}
      <div className="overlay-grid" role="table" aria-label={title}>
        <div className="overlay-row overlay-cols" role="row">
          <span role="columnheader" className="overlay-name">
            <span className="visually-hidden">Player</span>
          </span>
          <span role="columnheader" className="overlay-last">
            Last
          </span>
          <span role="columnheader" className="overlay-legs">
            Legs
          </span>
          <span role="columnheader" className="overlay-left">
            Left
          </span>
        </div>
        {model.rows.map((row) => (
          <Row key={row.side} row={row} />
        ))}
      </div>
      <p className="overlay-foot">
        <span className="overlay-leg-line">{model.legLine}</span>
        {model.checkout && (
          <span className="overlay-checkout">
            Checkout <strong>{model.checkout}</strong>
          </span>
        )}
      </p>
      {children}
    </section>
  );
}

function Row({ row }: { row: BugRow }) {
  const classes = ['overlay-row', row.throwing && 'is-throwing', row.winner && 'is-winner'].filter(Boolean).join(' ');
  return (
    <div className={classes} role="row">
      <span role="rowheader" className="overlay-name">
        <span className="overlay-turn" aria-hidden="true">
          {row.throwing ? '▶' : ''}
        </span>
        <span className="overlay-name-text">{row.name}</span>
        {row.throwing && <span className="visually-hidden"> (throwing)</span>}
      </span>
      <span role="cell" className="overlay-last">
        {row.lastVisit ? (
          row.lastVisit.isBust ? (
            <>
              <s>{row.lastVisit.score}</s>
              <span className="visually-hidden"> (bust)</span>
            </>
          ) : (
            row.lastVisit.score
          )
        ) : (
          ''
        )}
      </span>
      <span role="cell" className="overlay-legs">
        {row.legs}
      </span>
      <span role="cell" className="overlay-left">
        {row.winner ? 'Won' : (row.remaining ?? '')}
      </span>
    </div>
  );
}

/** A line in the bug's place while there is no score to show: loading, not found, not started. */
export function OverlayMessage({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return (
    <div className="overlay-bug overlay-message" role={alert ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
