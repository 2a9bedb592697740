/**
 * Durations travel as `[d.]hh:mm:ss[.fffffff]`. Returns whole milliseconds,
 * or undefined when the text is not such a duration (hours 0-23, minutes and seconds 0-59).
 */
export function parseTimeSpan(text: string): number | undefined {
  const match = /^(?:(\d+)\.)?(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d{1,7}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  const h = Number(hours);
  const m = Number(minutes);
  const s = Number(seconds);
  if (h > 23 || m > 59 || s > 59) return undefined;
  const ms = Math.floor(Number(`0.${fraction || '0'}`) * 1000);
  return ((Number(days) * 24 + h) * 60 + m) * 60_000 + s * 1000 + ms;
}

/** Formats milliseconds as `[d.]hh:mm:ss` (fractions of a second are dropped). */
export function formatTimeSpan(milliseconds: number): string {
  const totalSeconds = Math.floor(milliseconds / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${days > 0 ? `${days}.` : ''}${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
