import { useId, useState } from 'react';
import {
  formatAverage,
  legCheckout,
  remainingScore,
  sideTotals,
  type AverageKind,
  type Leg,
  type Sayg,
  type Side,
} from '@darts/domain';
import { ThrowDetails } from './throw-details';
import { nameOf, ThrowScore } from './throw-score';

/**
 * One leg of the statistics table: number, winner and a 'Details' switch, then per side
 * the leg average, darts, and the checkout or what remains. Details opens a row of every throw.
 */
export function LegRows({
  sayg,
  leg,
  legIndex,
  sides,
  kind,
}: {
  sayg: Sayg;
  leg: Leg;
  legIndex: number;
  sides: Side[];
  kind: AverageKind;
}) {
  const [open, setOpen] = useState(false);
  const switchId = useId();
  const legNumber = legIndex + 1;
  const checkout = legCheckout(leg);
  return (
    <>
      <tr className="ms-leg-row">
        <th scope="row">
          <span className="d-block">Leg {legNumber}</span>
          <span className="d-block small fw-normal">
            {checkout ? `Won by ${nameOf(sayg, checkout.side)}` : 'In play'}
          </span>
          <span className="form-check form-switch ms-details-switch d-print-none">
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id={switchId}
              checked={open}
              onChange={(event) => setOpen(event.target.checked)}
            />
            <label className="form-check-label fw-normal" htmlFor={switchId}>
              Details<span className="visually-hidden"> for leg {legNumber}</span>
            </label>
          </span>
        </th>
        {sides.map((side) => {
          const totals = sideTotals(leg, side);
          const won = checkout?.side === side;
          return (
            <td key={side} className={won ? 'ms-winner' : undefined}>
              <dl className="ms-stats">
                <div>
                  <dt>Average</dt>
                  <dd>{formatAverage(totals, kind)}</dd>
                </div>
                <div>
                  <dt>Darts</dt>
                  <dd>{totals.darts}</dd>
                </div>
                {won ? (
                  <div>
                    <dt>Checkout</dt>
                    <dd>
                      <ThrowScore score={checkout.score} />
                    </dd>
                  </div>
                ) : (
                  <div>
                    <dt>Remaining</dt>
                    <dd>{remainingScore(leg, side)}</dd>
                  </div>
                )}
              </dl>
            </td>
          );
        })}
      </tr>
      {open && (
        <tr className="ms-details-row">
          <td colSpan={sides.length + 1}>
            <ThrowDetails sayg={sayg} leg={leg} legNumber={legNumber} sides={sides} kind={kind} />
          </td>
        </tr>
      )}
    </>
  );
}
