import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SeasonDto } from '@darts/contract';
import {
  formatCalendarDate,
  isWithinSeason,
  matchOptionsAfterKnockoutChange,
  toWireDate,
  type Side,
} from '@darts/domain';
import { fixtureScore, hasScores, type Card } from './card-model';

export type CardHeaderProps = {
  card: Card;
  teamNames: Record<Side, string>;
  teamHrefs: Record<Side, string | undefined>;
  season: SeasonDto | undefined;
  /** Admins edit the date, address, Postponed, Qualifier and Accolades count. */
  canEditDetails: boolean;
  onChange: (card: Card) => void;
  /** The submissions buttons (admins). */
  children?: ReactNode;
};

const dayOf = (wire: string | undefined) => (wire ? wire.slice(0, 10) : '');

function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="form-check form-switch score-card-switch">
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

/** Date and address, bounded by the season's start and end, and the three switches. */
function DetailsEditor({ card, season, onChange }: Pick<CardHeaderProps, 'card' | 'season' | 'onChange'>) {
  const dateId = useId();
  const addressId = useId();
  const [typedDate, setTypedDate] = useState(dayOf(card.date));
  const [problem, setProblem] = useState<string | null>(null);
  const [start, end] = [dayOf(season?.startDate), dayOf(season?.endDate)];
  // While the typed date is refused it stays in view; otherwise the card's date shows.
  const shownDate = problem ? typedDate : dayOf(card.date);

  function changeDate(text: string) {
    setTypedDate(text);
    if (!text) {
      setProblem('Enter the date of the fixture');
      return;
    }
    if (season && !isWithinSeason(text, season)) {
      setProblem(
        `Choose a date in the ${season.name} season, ${formatCalendarDate(start, { year: true })} to ${formatCalendarDate(end, { year: true })}`,
      );
      return;
    }
    setProblem(null);
    onChange({ ...card, date: toWireDate(text) });
  }

  return (
    <fieldset className="score-card-details d-print-none">
      <legend className="h6 mb-2">Fixture details</legend>
      <div className="score-card-details-fields">
        <div>
          <label htmlFor={dateId} className="form-label">
            Date
          </label>
          <input
            id={dateId}
            type="date"
            className={`form-control${problem ? ' is-invalid' : ''}`}
            value={shownDate}
            min={start || undefined}
            max={end || undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${dateId}-problem` : undefined}
            onChange={(event) => changeDate(event.target.value)}
          />
          {problem && (
            <div id={`${dateId}-problem`} className="invalid-feedback d-block" role="alert">
              {problem}
            </div>
          )}
        </div>
        <div>
          <label htmlFor={addressId} className="form-label">
            Address
          </label>
          <input
            id={addressId}
            className="form-control"
            value={card.address}
            maxLength={200}
            onChange={(event) => onChange({ ...card, address: event.target.value })}
          />
        </div>
      </div>
      <div className="score-card-switches">
        <Switch label="Postponed" checked={card.postponed} onChange={(postponed) => onChange({ ...card, postponed })} />
        <Switch
          label="Qualifier"
          checked={card.isKnockout}
          onChange={(isKnockout) =>
            onChange({
              ...card,
              isKnockout,
              matchOptions: matchOptionsAfterKnockoutChange(card.matchOptions, card.isKnockout, isKnockout),
            })
          }
        />
        <Switch
          label="Accolades count"
          checked={card.accoladesCount}
          onChange={(accoladesCount) => onChange({ ...card, accoladesCount })}
        />
      </div>
    </fieldset>
  );
}

/**
 * The score card's header: home v away linking to the team pages, the
 * matches won once there are scores, date and address, flags, and for admins the details editor
 * and the submissions buttons.
 */
export function CardHeader({
  card,
  teamNames,
  teamHrefs,
  season,
  canEditDetails,
  onChange,
  children,
}: CardHeaderProps) {
  const score = hasScores(card) ? fixtureScore(card) : null;
  const team = (side: Side) => {
    const href = teamHrefs[side];
    return href ? <Link to={href}>{teamNames[side]}</Link> : <span>{teamNames[side]}</span>;
  };
  return (
    <header className="score-card-header">
      <h1 className="score-card-title">
        {team('home')} <span className="score-card-vs">v</span> {team('away')}
      </h1>
      {score && (
        <p className="score-card-total">
          <span className="visually-hidden">Matches won: {teamNames.home} </span>
          {score.home}
          <span aria-hidden="true"> – </span>
          <span className="visually-hidden">, {teamNames.away} </span>
          {score.away}
        </p>
      )}
      <p className="score-card-when mb-1">
        {formatCalendarDate(dayOf(card.date), { weekday: true, year: true })}
        {card.address && <> · {card.address}</>}
      </p>
      <p className="mb-2">
        {card.postponed && <span className="badge text-bg-warning me-1">Postponed</span>}
        {card.isKnockout && <span className="badge text-bg-primary me-1">Qualifier</span>}
        {!card.accoladesCount && <span className="badge text-bg-secondary me-1">Accolades do not count</span>}
      </p>
      {children}
      {canEditDetails && <DetailsEditor card={card} season={season} onChange={onChange} />}
    </header>
  );
}
