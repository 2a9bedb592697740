import { afterEach, describe, expect, it } from 'vitest';
import { forgetKeptCopies, keepOfflineCopies, keepStartupCopies, startupReads, type CopyDeps } from './offline-copies';

/** A service worker container that takes control when told, and the reads made through it. */
function worker(controlled: boolean) {
  const target = new EventTarget();
  const container = {
    controller: (controlled ? {} : null) as ServiceWorker | null,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const read: string[] = [];
  const deps: CopyDeps = {
    container,
    read: (path) => {
      read.push(path);
      return path.includes('refused') ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve();
    },
  };
  const takeControl = () => {
    container.controller = {} as ServiceWorker;
    target.dispatchEvent(new Event('controllerchange'));
  };
  return { deps, read, takeControl };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(forgetKeptCopies);

describe('keepOfflineCopies (issue #23)', () => {
  it('reads each path through a controlling worker, once per page', async () => {
    const { deps, read } = worker(true);
    await keepOfflineCopies(['/api/Game/1', '/api/Team/2'], deps);
    await keepOfflineCopies(['/api/Team/2', '/api/Team/3'], deps);
    expect(read).toEqual(['/api/Game/1', '/api/Team/2', '/api/Team/3']);
  });

  it('waits for the worker to take control: a read past it would keep nothing', async () => {
    const { deps, read, takeControl } = worker(false);
    const done = keepOfflineCopies(['/api/Game/1'], deps);
    await settle();
    expect(read).toEqual([]);
    takeControl();
    await done;
    expect(read).toEqual(['/api/Game/1']);
  });

  it('reads a path that failed again next time', async () => {
    const { deps, read } = worker(true);
    await keepOfflineCopies(['/api/Game/refused'], deps);
    await keepOfflineCopies(['/api/Game/refused'], deps);
    expect(read).toEqual(['/api/Game/refused', '/api/Game/refused']);
  });

  it('does nothing without a service worker', async () => {
    const read: string[] = [];
    await keepOfflineCopies(['/api/Game/1'], { container: undefined, read: async (path) => void read.push(path) });
    expect(read).toEqual([]);
  });
});

describe('keepStartupCopies', () => {
  it("reads the start-up data again once the worker takes over a first visit's page", async () => {
    const { deps, read, takeControl } = worker(false);
    keepStartupCopies(deps);
    await settle();
    expect(read).toEqual([]);
    takeControl();
    await settle();
    expect(read).toEqual(startupReads);
  });

  it('reads nothing more on a page the worker controlled from the start (its reads went through it)', async () => {
    const { deps, read } = worker(true);
    keepStartupCopies(deps);
    await settle();
    expect(read).toEqual([]);
  });
});
