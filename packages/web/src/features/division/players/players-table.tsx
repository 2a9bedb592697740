import { Link } from 'react-router';
import type { DivisionPlayer } from '../division-data';
import { dimmedFor, formatNumber, playerLink, teamLink, type PageInfo } from '../page-info';
import { CaptainCrown, PencilIcon, TrashIcon } from '../icons';
import { ShortLabel } from '../short-label';

/** The columns a screen narrower than the large breakpoint leaves out; `PhoneFigures` shows them. */
const wideOnly = 'd-none d-lg-table-cell';

/** The averages' short headings and what they mean (beyond the spec). */
const averages = [
  {
    key: 'threeDartAverage',
    short: '3DA',
    full: '3-dart average',
    formula: 'points scored ÷ darts thrown × 3',
  },
  {
    key: 'firstNineAverage',
    short: 'F9A',
    full: 'First-9 average',
    formula: 'points scored with the first 9 darts of each leg ÷ those darts × 3',
  },
] as const;

/** An average to 2 decimals, or a dash when the player has no legs scored as you go. */
export function formatPlayerAverage(value: number | undefined): string {
  return value === undefined ? '–' : value.toFixed(2);
}

/** A short heading with the formula as its tooltip; screen readers hear the name and formula. */
function AverageLabel({ average }: { average: (typeof averages)[number] }) {
  return (
    <>
      <abbr title={`${average.full}: ${average.formula}`} aria-hidden="true">
        {average.short}
      </abbr>
      <span className="visually-hidden">{`${average.full} (${average.formula})`}</span>
    </>
  );
}

/**
 * Player rows: Rank, Player, Venue, Played, Won, Lost, Points, Win %, 180s,
 * hi-check, in the order given. Captains wear a crown; managers get edit and delete. Below the large
 * breakpoint Venue, Win %, 180s and hi-check move to a line under the name, so a player
 * reads every figure of their row on a phone without scrolling sideways. Beyond the spec (issue
 * #14): 3DA and F9A, the averages of the player's singles legs scored as you go, explained under
 * the table since a tooltip cannot be hovered on a phone.
 */
export function PlayersTable({
  info,
  players,
  caption,
  onEdit,
  onDelete,
  busyPlayerId,
}: {
  info: PageInfo;
  players: readonly DivisionPlayer[];
  caption: string;
  onEdit?: (player: DivisionPlayer) => void;
  onDelete?: (player: DivisionPlayer) => void;
  busyPlayerId?: string;
}) {
  const manager = info.can.managePlayers;
  const actions = manager && (onEdit || onDelete);
  return (
    <div className="table-responsive division-table">
      <table className="table table-sm table-striped align-middle mb-2">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-end rank-column">
              <ShortLabel short="#" full="Rank" />
            </th>
            <th scope="col" className="name-column">
              Player
            </th>
            <th scope="col" className={wideOnly}>
              Venue
            </th>
            <th scope="col" className="text-end">
              <ShortLabel short="P" full="Played" />
            </th>
            <th scope="col" className="text-end">
              <ShortLabel short="W" full="Won" />
            </th>
            <th scope="col" className="text-end">
              <ShortLabel short="L" full="Lost" />
            </th>
            <th scope="col" className="text-end">
              <ShortLabel short="Pts" full="Points" />
            </th>
            <th scope="col" className={`text-end ${wideOnly}`}>
              Win %
            </th>
            <th scope="col" className={`text-end ${wideOnly}`}>
              180s
            </th>
            <th scope="col" className={`text-end ${wideOnly}`}>
              hi-check
            </th>
            {averages.map((average) => (
              <th key={average.key} scope="col" className={`text-end ${wideOnly}`}>
                <AverageLabel average={average} />
              </th>
            ))}
            {actions && (
              <th scope="col" className="d-print-none">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.id} className={dimmedFor(info, player.teamId, manager) ? 'favourite-dimmed' : undefined}>
              <td className="text-end rank-column">{player.rank}</td>
              <th scope="row" className="name-column fw-normal">
                <Link to={playerLink(info, player)}>{player.name}</Link>
                {player.captain && (
                  <>
                    {'\u00a0'}
                    <CaptainCrown />
                  </>
                )}
                <PhoneFigures player={player} />
              </th>
              <td className={wideOnly}>
                <Link to={teamLink(info, { id: player.teamId, name: player.team })}>{player.team}</Link>
              </td>
              <td className="text-end">{player.singles.matchesPlayed}</td>
              <td className="text-end">{player.singles.matchesWon}</td>
              <td className="text-end">{player.singles.matchesLost}</td>
              <td className="text-end fw-semibold">{player.points}</td>
              <td className={`text-end ${wideOnly}`}>{formatNumber(player.winPercentage)}</td>
              <td className={`text-end ${wideOnly}`}>{player.oneEighties}</td>
              <td className={`text-end ${wideOnly}`}>{player.over100Checkouts}</td>
              {averages.map((average) => (
                <td key={average.key} className={`text-end ${wideOnly}`}>
                  {formatPlayerAverage(player[average.key])}
                </td>
              ))}
              {actions && (
                <td className="d-print-none">
                  {/* Stacked on a phone, where two buttons side by side would squeeze the name. */}
                  <div className="d-flex flex-column flex-lg-row justify-content-end gap-1">
                    {onEdit && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        aria-label={`Edit ${player.name}`}
                        onClick={() => onEdit(player)}
                        disabled={busyPlayerId === player.id}
                      >
                        <PencilIcon />
                      </button>
                    )}
                    {onDelete && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        aria-label={`Delete ${player.name}`}
                        onClick={() => onDelete(player)}
                        disabled={busyPlayerId === player.id}
                      >
                        <TrashIcon />
                      </button>
                    )}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small text-body-secondary mb-2">
        {averages.map((average) => (
          <span key={average.key} className="d-block">
            {average.short}: {average.full} = {average.formula}.
          </span>
        ))}
        <span className="d-block">From singles scored as you go; – when a player has none.</span>
      </p>
    </div>
  );
}

/** The figures a phone has no columns for, under the player's name: venue, then Win %, 180s, hi-check, 3DA, F9A. */
function PhoneFigures({ player }: { player: DivisionPlayer }) {
  const figures = [
    ['Win %', formatNumber(player.winPercentage)],
    ['180s', String(player.oneEighties)],
    ['hi-check', String(player.over100Checkouts)],
  ] as const;
  return (
    <div className="phone-figures d-lg-none small">
      <div>{player.team}</div>
      <div className="d-flex flex-wrap column-gap-2">
        {figures.map(([label, value]) => (
          <span key={label} className="text-nowrap">
            <span className="text-body-secondary">{label}</span> {value}
          </span>
        ))}
        {averages.map((average) => (
          <span key={average.key} className="text-nowrap">
            <span className="text-body-secondary">
              <AverageLabel average={average} />
            </span>{' '}
            {formatPlayerAverage(player[average.key])}
          </span>
        ))}
      </div>
    </div>
  );
}
