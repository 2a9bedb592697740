/** The largest number the caller says: a leg of 501's starting score. */
export const largestSpokenNumber = 501;

const units = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function underHundred(n: number): string {
  if (n < 20) return units[n]!;
  const unit = n % 10;
  return unit === 0 ? tens[Math.floor(n / 10)]! : `${tens[Math.floor(n / 10)]!}-${units[unit]!}`;
}

/**
 * A whole number from 0 to 501 in British English words, as a darts caller says it: "forty-one",
 * "one hundred and eighty", "five hundred and one" (issue #27). Anything else is refused with an error,
 * since a score or remainder outside that range is a bug in the caller.
 */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > largestSpokenNumber) throw new RangeError(`Cannot say ${n}`);
  if (n < 100) return underHundred(n);
  const hundreds = `${units[Math.floor(n / 100)]!} hundred`;
  const rest = n % 100;
  return rest === 0 ? hundreds : `${hundreds} and ${underHundred(rest)}`;
}
