/** The highest visit score the keypad accepts (a typed score is 0 to 180). */
export const maximumVisitScore = 180;

/**
 * Whether `digit` may follow what has been typed: not past 180 and no leading
 * zero, so `0` on its own is a score (three misses) but nothing may follow it.
 */
export function canAppendDigit(entry: string, digit: number): boolean {
  if (entry === '0') return false;
  return Number(`${entry}${digit}`) <= maximumVisitScore;
}

/** The entry with `digit` added, or unchanged when the digit is not allowed. */
export function appendDigit(entry: string, digit: number): string {
  return canAppendDigit(entry, digit) ? `${entry}${digit}` : entry;
}

/** The entry with its last digit removed. */
export const removeDigit = (entry: string) => entry.slice(0, -1);

/** Enter is offered once something is typed. */
export const canSubmit = (entry: string) => entry.length > 0;
