import { nameKey } from './name-key.js';
/**
 * Pasted lines of the league set-up page: teams as `name, address` one a line, players
 * as one name a line. Pure, so the page, its tests and any importer read a paste the same way.
 *
 * The format of a team line: the name ends at the first tab, comma or spaced dash (` - `, ` – `,
 * ` — `), whichever comes first; the rest is the address (it may hold commas of its own). A line
 * with none of them is a team without an address (its venue is its name). Blank
 * lines are skipped, runs of spaces become one, and a name given twice is refused on its second line.
 */

/** One problem, on the 1-based line of the text it concerns. */
export type LineProblem = { line: number; text: string; message: string };

export type TeamLine = { line: number; name: string; address: string };
export type NameLine = { line: number; name: string };

export type ParsedLines<T> = { entries: T[]; problems: LineProblem[] };

/** A name already used elsewhere (another division's box, the season's stored teams) and where. */
export type TakenName = { name: string; where: string };

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The earliest tab, comma or spaced dash ends a team's name. */
const separator = /\t|,| [-–—] /;

/** The lines of `text` with their 1-based numbers, blank ones left out. */
function numberedLines(text: string) {
  return text
    .split(/\r\n|\r|\n/)
    .map((raw, index) => ({ line: index + 1, raw }))
    .filter(({ raw }) => raw.trim() !== '');
}

/**
 * Refuses a name seen on an earlier line or taken elsewhere; otherwise remembers it. Answers the
 * problem's message, or undefined.
 */
function duplicateCheck(kind: string, taken: readonly TakenName[]) {
  const seen = new Map<string, number>();
  const elsewhere = new Map(taken.map((t) => [nameKey(t.name), t.where]));
  return (name: string, line: number): string | undefined => {
    const key = nameKey(name);
    const earlier = seen.get(key);
    if (earlier !== undefined) return `${kind} '${name}' is already on line ${earlier}`;
    const where = elsewhere.get(key);
    if (where !== undefined) return `${kind} '${name}' is already in ${where}`;
    seen.set(key, line);
    return undefined;
  };
}

/** Teams pasted one a line as `name, address` (see the file's note for the separators). */
export function parseTeamLines(text: string, taken: readonly TakenName[] = []): ParsedLines<TeamLine> {
  const entries: TeamLine[] = [];
  const problems: LineProblem[] = [];
  const duplicate = duplicateCheck('A team called', taken);
  for (const { line, raw } of numberedLines(text)) {
    const at = raw.search(separator);
    const name = tidy(at < 0 ? raw : raw.slice(0, at));
    const address = at < 0 ? '' : tidy(raw.slice(at).replace(separator, ''));
    const message = name === '' ? 'Give the team a name before its address' : duplicate(name, line);
    if (message) problems.push({ line, text: raw.trim(), message });
    else entries.push({ line, name, address });
  }
  return { entries, problems };
}

/**
 * Names pasted one a line, each once; `noun` names the thing in a
 * problem ("A player called 'Ann' is already on line 1").
 */
export function parseNameLines(
  text: string,
  noun: 'player' | 'division',
  taken: readonly TakenName[] = [],
): ParsedLines<NameLine> {
  const entries: NameLine[] = [];
  const problems: LineProblem[] = [];
  const duplicate = duplicateCheck(`A ${noun} called`, taken);
  for (const { line, raw } of numberedLines(text)) {
    const name = tidy(raw);
    const message = duplicate(name, line);
    if (message) problems.push({ line, text: raw.trim(), message });
    else entries.push({ line, name });
  }
  return { entries, problems };
}

/** Players pasted one name a line, each once. */
export const parsePlayerLines = (text: string, taken: readonly TakenName[] = []) =>
  parseNameLines(text, 'player', taken);

/** A problem as one sentence for a list under the box it came from. */
export function lineProblemText(problem: LineProblem): string {
  return `Line ${problem.line} (${problem.text}): ${problem.message}`;
}
