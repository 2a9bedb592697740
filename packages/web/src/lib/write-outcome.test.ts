import { describe, expect, it } from 'vitest';
import { resultLines, writeOutcomeOf } from './write-outcome';

const envelope = (outcome: { success: boolean; result?: unknown; errors?: string[]; warnings?: string[] }) => ({
  errors: [],
  warnings: [],
  messages: [],
  trace: [],
  ...outcome,
});

describe('writeOutcomeOf: one outcome for every write', () => {
  it('reads a saved record with the envelope’s messages', () => {
    const body = { ...envelope({ success: true, result: { id: 'r' } }), messages: ['Saved'] };
    expect(writeOutcomeOf(200, body)).toEqual({
      success: true,
      result: { id: 'r' },
      errors: [],
      warnings: [],
      messages: ['Saved'],
      conflict: false,
    });
  });

  it('says a stale token (409) is a conflict, with the envelope’s lines', () => {
    const outcome = writeOutcomeOf(409, envelope({ success: false, warnings: ['Someone else updated it'] }));
    expect(outcome).toMatchObject({ success: false, conflict: true, warnings: ['Someone else updated it'] });
  });

  it('has worked only when the result reads as a record, when it is asked to read one', () => {
    const read = (result: unknown) => (result ? (result as { id: string }) : undefined);
    expect(writeOutcomeOf(200, envelope({ success: true }), read).success).toBe(false);
    expect(writeOutcomeOf(200, envelope({ success: true }), undefined).success).toBe(true);
  });

  it('gives a 400 problem’s title and field messages as errors', () => {
    const problem = { title: 'One or more validation errors occurred.', errors: { Name: ['Name is required'] } };
    expect(writeOutcomeOf(400, problem).errors).toEqual([
      'One or more validation errors occurred.',
      'Name: Name is required',
    ]);
  });

  it('gives a server fault’s type, message and error id', () => {
    const fault = { Exception: { Type: 'DbError', Message: 'gone' }, ErrorId: 'e1' };
    expect(writeOutcomeOf(500, fault).errors).toEqual(['Server error: DbError: gone', 'Error id: e1']);
  });

  it('says what came when a refusal says nothing', () => {
    expect(writeOutcomeOf(503, envelope({ success: false })).errors).toEqual(['The server answered 503']);
    expect(writeOutcomeOf(204, null).errors).toEqual(['The server gave no answer']);
  });
});

describe('resultLines', () => {
  it('reads nothing from something that is not an answer', () => {
    expect(resultLines('<html>')).toEqual({ errors: [], warnings: [], messages: [] });
  });
});
