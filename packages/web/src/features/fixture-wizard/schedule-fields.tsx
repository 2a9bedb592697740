import { useId, useState } from 'react';
import {
  formatCalendarDate,
  isWithinSeason,
  toCalendarDate,
  weekdayNames,
  type CalendarDate,
  type WeekdayName,
} from '@darts/domain';

/** The wizard's choice of league nights: a weekday, and the dates to skip in order. */
export type WizardSchedule = { weekday: WeekdayName; skipDates: CalendarDate[] };

const shown = (date: CalendarDate) => formatCalendarDate(date, { weekday: true, year: true });

/**
 * Step 2's league nights: the weekday fixtures are proposed on and the dates to skip (holidays), added
 * one at a time and removed by their own button. The proposal spreads its weeks over the rest.
 */
export function ScheduleFields({
  schedule,
  season,
  onChange,
}: {
  schedule: WizardSchedule;
  season: { startDate: CalendarDate; endDate: CalendarDate };
  onChange: (schedule: WizardSchedule) => void;
}) {
  const id = useId();
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string>();

  function add() {
    const day = toCalendarDate(date);
    if (!day) return setProblem('Enter a date to skip.');
    if (!isWithinSeason(day, season)) {
      return setProblem(`Pick a date in the season (${shown(season.startDate)} to ${shown(season.endDate)}).`);
    }
    setProblem(undefined);
    setDate('');
    if (!schedule.skipDates.includes(day)) {
      onChange({ ...schedule, skipDates: [...schedule.skipDates, day].sort() });
    }
  }

  return (
    <fieldset className="wizard-division mb-3">
      <legend className="h6 fw-bold border-bottom pb-1 mb-2">League nights</legend>
      <p className="small text-body-secondary mb-2">
        The fixtures are spread over the season on this night of the week, never on a date you skip.
      </p>
      <div className="wizard-schedule">
        <div>
          <label htmlFor={`${id}-weekday`} className="form-label mb-1 fw-semibold">
            League night
          </label>
          <select
            id={`${id}-weekday`}
            className="form-select"
            value={schedule.weekday}
            onChange={(event) => onChange({ ...schedule, weekday: event.target.value as WeekdayName })}
          >
            {weekdayNames.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-skip`} className="form-label mb-1 fw-semibold">
            Date to skip
          </label>
          <div className="wizard-skip-add">
            <input
              id={`${id}-skip`}
              type="date"
              className={`form-control${problem ? ' is-invalid' : ''}`}
              value={date}
              min={season.startDate}
              max={season.endDate}
              aria-describedby={problem ? `${id}-problem` : undefined}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setDate(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <button type="button" className="btn btn-outline-primary" onClick={add}>
              Skip this date
            </button>
          </div>
          {problem && (
            <div id={`${id}-problem`} className="invalid-feedback d-block" role="alert">
              {problem}
            </div>
          )}
        </div>
      </div>
      {schedule.skipDates.length === 0 ? (
        <p className="small mb-0 mt-2">No dates skipped.</p>
      ) : (
        <ul className="list-unstyled mb-0 mt-2 wizard-skipped" aria-label="Skipped dates">
          {schedule.skipDates.map((day) => (
            <li key={day}>
              <span>{shown(day)}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={`Remove ${shown(day)}`}
                onClick={() => onChange({ ...schedule, skipDates: schedule.skipDates.filter((d) => d !== day) })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The review's line of what the proposal was asked for: the night, and the dates it skipped. */
export function ScheduleSummary({ schedule }: { schedule: WizardSchedule }) {
  const skipped =
    schedule.skipDates.length === 0 ? 'No dates skipped.' : `Skipped: ${schedule.skipDates.map(shown).join(', ')}.`;
  return <p className="mb-2">{`League night: ${schedule.weekday}. ${skipped}`}</p>;
}
