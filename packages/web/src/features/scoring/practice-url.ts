import { saygDefaults, saygLimits } from '@darts/contract';
import type { MatchOptions } from '@darts/domain';

/** The practice options as the page's query holds them (/practice). */
export type PracticeDraft = { yourName: string; opponentName: string; startingScore: string; numberOfLegs: string };

const names = ['yourName', 'opponentName', 'startingScore', 'numberOfLegs'] as const;

/** The draft from the query: startingScore 501 and numberOfLegs 3 unless given. */
export function draftFromQuery(search: string): PracticeDraft {
  const query = new URLSearchParams(search);
  return {
    yourName: query.get('yourName') ?? '',
    opponentName: query.get('opponentName') ?? '',
    startingScore: query.get('startingScore') ?? String(saygDefaults.startingScore),
    numberOfLegs: query.get('numberOfLegs') ?? String(saygDefaults.numberOfLegs),
  };
}

export function draftOf(options: MatchOptions): PracticeDraft {
  return {
    yourName: options.yourName,
    opponentName: options.opponentName ?? '',
    startingScore: String(options.startingScore),
    numberOfLegs: String(options.numberOfLegs),
  };
}

/** The query with the draft in it, other parameters (kiosk, embed…) kept. */
export function queryWithDraft(search: string, draft: PracticeDraft): string {
  const query = new URLSearchParams(search);
  for (const name of names) {
    if (draft[name].trim() === '' && name === 'opponentName') query.delete(name);
    else query.set(name, draft[name].trim());
  }
  return `?${query.toString()}`;
}

/** The record id in the hash, if any (the hash holds the saved record id). */
export function hashId(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return id === '' ? null : id;
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

/** Each field's problem, or the match options when there is none (bounds: contract saygLimits). */
export function checkDraft(
  draft: PracticeDraft,
): { ok: true; options: MatchOptions } | { ok: false; problems: Partial<Record<keyof PracticeDraft, string>> } {
  const problems: Partial<Record<keyof PracticeDraft, string>> = {};
  const legs = whole(draft.numberOfLegs);
  const from = whole(draft.startingScore);
  const { numberOfLegs, startingScore, name } = saygLimits;
  if (!(legs >= numberOfLegs.min && legs <= numberOfLegs.max))
    problems.numberOfLegs = `Enter a number of legs from ${numberOfLegs.min} to ${numberOfLegs.max}`;
  if (!(from >= startingScore.min && from <= startingScore.max))
    problems.startingScore = `Enter a starting score from ${startingScore.min} to ${startingScore.max}`;
  if (draft.yourName.trim() === '') problems.yourName = "Enter the contender's name";
  else if (draft.yourName.trim().length > name) problems.yourName = `Use at most ${name} characters`;
  if (draft.opponentName.trim().length > name) problems.opponentName = `Use at most ${name} characters`;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const opponentName = draft.opponentName.trim();
  return {
    ok: true,
    options: {
      yourName: draft.yourName.trim(),
      ...(opponentName ? { opponentName } : {}),
      numberOfLegs: legs,
      startingScore: from,
    },
  };
}
