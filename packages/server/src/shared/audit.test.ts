import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { assertCanUpdate } from './audit.js';

const stored = { updated: '2026-11-21T12:00:00.0000000Z', editor: 'Jo Bloggs', deleted: null };

describe('assertCanUpdate', () => {
  it('allows an update carrying the stored token', () => {
    expect(() => assertCanUpdate(stored, stored.updated, 'Division')).not.toThrow();
  });

  it.each([
    [undefined, 409, 'Unable to update Division, data integrity token is missing'],
    ['', 409, 'Unable to update Division, data integrity token is missing'],
    [
      '2026-11-21T11:59:59.0000000Z',
      409,
      'Unable to update Division, Jo Bloggs updated it before you at 21 Nov 2026 12:00:00',
    ],
  ])('refuses token %j', (token, _status, message) => {
    expect(() => assertCanUpdate(stored, token, 'Division')).toThrow(message);
    try {
      assertCanUpdate(stored, token, 'Division');
    } catch (error) {
      expect((error as AppError).code).toBe('Conflict');
    }
  });

  it('refuses to update a deleted record', () => {
    expect(() => assertCanUpdate({ ...stored, deleted: stored.updated }, stored.updated, 'Season')).toThrow(
      'Cannot update a Season that has already been deleted',
    );
  });
});
