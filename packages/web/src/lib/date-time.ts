/**
 * A moment as the app writes it in lists (error log, sockets, live items): `14 Mar 2026, 09:30:05`
 * in the browser's time zone; a value that is not a date is shown as it came.
 */
export function formatDateTime(time: string): string {
  const date = new Date(time);
  return Number.isNaN(date.getTime())
    ? time
    : date.toLocaleString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
}
