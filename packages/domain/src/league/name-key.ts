/**
 * One rule for "the same name": division, team and player names are compared trimmed,
 * with runs of spaces as one, ignoring case. The server's uniqueness checks, the set-up
 * page's duplicate lines and the pages addressed by name all use it.
 */
export const nameKey = (name: string): string => name.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en-GB');

/** Whether two names are the same name under {@link nameKey}. */
export const isSameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);
