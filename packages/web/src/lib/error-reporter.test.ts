import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, describeError, installGlobalErrorHandlers } from './error-reporter';

function recordingApi() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  return {
    sent,
    api: {
      request: <T>(method: string, path: string, body?: unknown) => {
        sent.push({ method, path, body });
        return Promise.resolve(null as T);
      },
    },
  };
}

const fixed = {
  now: () => new Date('2025-11-21T12:00:00Z'),
  userAgent: () => 'TestBrowser/1.0',
  pageUrl: () => 'http://site/division/Premier',
  newId: () => 'id-1',
};

describe('error reporter (contract §15, spec 1 §8)', () => {
  it('sends PUT /api/Error with source UI, time, message, stack, type, user agent and url', () => {
    const { api, sent } = recordingApi();
    const error = new TypeError('x is undefined');
    error.stack = 'TypeError: x is undefined\n    at Page (page.tsx:1:1)';
    createErrorReporter({ api, ...fixed }).report(error);
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/Error',
        body: {
          id: 'id-1',
          source: 'UI',
          time: '2025-11-21T12:00:00.000Z',
          message: 'x is undefined',
          stack: ['TypeError: x is undefined', '    at Page (page.tsx:1:1)'],
          type: 'TypeError',
          userName: null,
          userAgent: 'TestBrowser/1.0',
          url: 'http://site/division/Premier',
        },
      },
    ]);
  });

  it('sends each distinct error once (same message and stack)', () => {
    const { api, sent } = recordingApi();
    const reporter = createErrorReporter({ api, ...fixed });
    const error = new Error('boom');
    reporter.report(error);
    reporter.report(error);
    reporter.report(Object.assign(new Error('boom'), { stack: error.stack }));
    reporter.report(new Error('another'));
    expect(sent.map((s) => (s.body as { message: string }).message)).toEqual(['boom', 'another']);
  });

  it('never throws when the report itself fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reporter = createErrorReporter({ api: { request: () => Promise.reject(new Error('offline')) }, ...fixed });
    expect(() => reporter.report(new Error('boom'))).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it.each([
    [new RangeError('too far'), { message: 'too far', type: 'RangeError' }],
    ['plain text', { message: 'plain text', type: 'string' }],
    [{ code: 42 }, { message: '{"code":42}', type: 'object' }],
  ])('describes %o', (thrown, expected) => {
    expect(describeError(thrown)).toMatchObject(expected);
  });

  it('reports uncaught errors and unhandled rejections until uninstalled', () => {
    const { api, sent } = recordingApi();
    // A private target: the test runner treats errors dispatched on window as its own failures.
    const target = new EventTarget() as unknown as Window;
    const uninstall = installGlobalErrorHandlers(createErrorReporter({ api, ...fixed }), target);
    const uncaught = new Error('uncaught');
    target.dispatchEvent(new ErrorEvent('error', { error: uncaught, message: 'uncaught' }));
    target.dispatchEvent(new ErrorEvent('error', { error: uncaught, message: 'uncaught' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'rejected' });
    target.dispatchEvent(rejection);
    uninstall();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), message: 'after' }));
    expect(sent.map((s) => (s.body as { message: string }).message)).toEqual(['uncaught', 'rejected']);
  });
});
