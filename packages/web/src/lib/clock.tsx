import { createContext, useContext, type ReactNode } from 'react';
import { utcDateOf, type CalendarDate } from '@darts/domain';

/** The app's clock, injected so tests can fix "today" (house style: an injected clock). */
const ClockContext = createContext<() => Date>(() => new Date());

export function ClockProvider({ now, children }: { now: () => Date; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

export function useNow() {
  return useContext(ClockContext);
}

/** Today's calendar date in UTC, which decides the current season. */
export function useToday(): CalendarDate {
  return utcDateOf(useContext(ClockContext)());
}
