import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize (spec 2 §7: b/kb/mb)', () => {
  it.each([
    [0, '0 b'],
    [1023, '1023 b'],
    [1024, '1 kb'],
    [1536, '1.5 kb'],
    [250_000, '244.1 kb'],
    [1024 * 1024 - 1, '1024 kb'],
    [1024 * 1024, '1 mb'],
    [3.25 * 1024 * 1024, '3.3 mb'],
  ])('%i bytes → %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
