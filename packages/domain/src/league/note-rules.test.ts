import { describe, expect, it } from 'vitest';
import {
  isNoteOutsideSeason,
  isNoteShown,
  noteDate,
  noteHasADate,
  noteHasText,
  noteProblem,
  noteProblems,
  noteSeasonWarning,
} from './note-rules.js';

const season = { startDate: '2026-09-01T00:00:00', endDate: '2027-05-31T00:00:00' };

describe('noteProblem', () => {
  it.each([
    [{ note: '', date: '2026-11-21' }, 'You must enter a note'],
    [{ note: '  \n ', date: '2026-11-21' }, 'You must enter a note'],
    [{ note: 'Bring a pen', date: '' }, 'You must enter a date'],
    [{ note: 'Bring a pen', date: null }, 'You must enter a date'],
    [{ note: 'Bring a pen', date: '2027-06-01' }, 'The date must be between 1 Sep 2026 and 31 May 2027'],
    [{ note: 'Bring a pen', date: '2026-11-21T00:00:00' }, undefined],
  ])('%j → %s', (note, expected) => {
    expect(noteProblem(note, season)).toBe(expected);
  });

  it('checks text and date on their own', () => {
    expect(noteHasText('x')).toBeUndefined();
    expect(noteHasADate(undefined)).toBe('You must enter a date');
  });
});

describe('noteProblems', () => {
  it.each([
    [{ note: '', date: '' }, season, { note: 'You must enter a note', date: 'You must enter a date' }],
    [{ note: ' ', date: '2026-11-21' }, season, { note: 'You must enter a note' }],
    [{ note: 'Bring a pen', date: null }, season, { date: 'You must enter a date' }],
    [
      { note: '', date: '2027-06-01' },
      season,
      { note: 'You must enter a note', date: 'The date must be between 1 Sep 2026 and 31 May 2027' },
    ],
    [{ note: 'Bring a pen', date: '2027-06-01' }, undefined, {}],
    [{ note: 'Bring a pen', date: '2026-11-21T00:00:00' }, season, {}],
  ])('%j in %j → %j', (note, within, expected) => {
    expect(noteProblems(note, within)).toEqual(expected);
  });
});

describe('noteDate and isNoteOutsideSeason', () => {
  it.each([
    ['2026-11-21T00:00:00', '2026-11-21'],
    ['2026-11-21', '2026-11-21'],
  ])('%s is saved as %s', (date, expected) => {
    expect(noteDate(date)).toBe(expected);
  });

  it.each([
    ['2026-11-21T00:00:00', false],
    ['2026-08-31T00:00:00', true],
  ])('a note on %s is outside the season: %s', (date, expected) => {
    expect(isNoteOutsideSeason({ date }, season)).toBe(expected);
  });
});

// Issue #28: a note left outside the season by a shortened season stays with those who may edit it.
describe('isNoteShown', () => {
  it.each([
    ['2026-11-21T00:00:00', false, true],
    ['2026-11-21T00:00:00', true, true],
    ['2027-06-01T00:00:00', false, false],
    ['2027-06-01T00:00:00', true, true],
    ['2026-08-31', false, false],
    ['2026-08-31', true, true],
  ])('a note on %s, to a viewer who may edit notes (%s): shown %s', (date, canManageNotes, expected) => {
    expect(isNoteShown({ date }, season, canManageNotes)).toBe(expected);
  });
});

describe('noteSeasonWarning', () => {
  it.each([
    ['2026-11-21T00:00:00', undefined],
    ['2026-09-01', undefined],
    ['2027-05-31T00:00:00', undefined],
    [
      '2027-06-01T00:00:00',
      'This note is outside the season dates. The date must be between 1 Sep 2026 and 31 May 2027; no fixtures will show for this date until the season dates are updated.',
    ],
    [
      '2026-08-31',
      'This note is outside the season dates. The date must be between 1 Sep 2026 and 31 May 2027; no fixtures will show for this date until the season dates are updated.',
    ],
  ])('a note on %s → %s', (date, expected) => {
    expect(noteSeasonWarning({ date }, season)).toBe(expected);
  });
});
