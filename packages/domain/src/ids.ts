/** The all-zero id means "no id / new record". */
export const emptyId = '00000000-0000-0000-0000-000000000000';

/** Whether `text` is a hyphenated UUID (any case). */
export function isUuid(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
}
