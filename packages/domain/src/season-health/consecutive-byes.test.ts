import { describe, expect, it } from 'vitest';
import { checkConsecutiveByes } from './consecutive-byes.js';
import { division, season } from './testing.js';

describe('checkConsecutiveByes', () => {
  it.each<[string, string[], string[]]>([
    ['one bye at a time', ['A-B C', 'C-A B', 'B-C A'], []],
    ['no byes', ['A-B', 'B-A'], []],
    ['two byes in a row', ['A-B C', 'A-B C'], ['Premier: Swan has 2 byes in a row (5 Jan 2026 to 12 Jan 2026)']],
    ['three byes in a row', ['C', 'C', 'C'], ['Premier: Swan has 3 byes in a row (5 Jan 2026 to 19 Jan 2026)']],
    ['byes two weeks apart are not in a row', ['A-B C', '2026-01-26 A-B C'], []],
    ['a played week between byes', ['A-B C', 'A-C B', 'A-B C'], []],
  ])('%s', (_, lines, warnings) => {
    const result = checkConsecutiveByes(season(division('Premier', lines)));
    expect(result).toEqual({ success: warnings.length === 0, errors: [], warnings, messages: [] });
  });
});
