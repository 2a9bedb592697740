import { describe, expect, it, vi } from 'vitest';
import { publishHeight } from './embed-height';

function aFrame(height: number) {
  const posted: Array<{ message: unknown; origin: string }> = [];
  const body = { scrollHeight: height };
  const frame = {
    parent: { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) },
    document: { body },
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
    clearInterval: (id: ReturnType<typeof setInterval> | number) => clearInterval(id),
  };
  return { frame, body, posted };
}

describe('embedded height (spec 1 §9, issue #28)', () => {
  it('posts the body scroll height plus 25 at once and every 250 ms, until stopped', () => {
    vi.useFakeTimers();
    try {
      const { frame, body, posted } = aFrame(600);
      const stop = publishHeight(frame);
      expect(posted).toEqual([{ message: 625, origin: '*' }]);
      body.scrollHeight = 900;
      vi.advanceTimersByTime(249);
      expect(posted).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(posted.at(-1)).toEqual({ message: 925, origin: '*' });
      vi.advanceTimersByTime(500);
      expect(posted).toHaveLength(4);
      stop();
      vi.advanceTimersByTime(1000);
      expect(posted).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes another extra', () => {
    const { frame, posted } = aFrame(100);
    publishHeight(frame, 0)();
    expect(posted).toEqual([{ message: 100, origin: '*' }]);
  });
});
