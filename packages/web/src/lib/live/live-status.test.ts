import { describe, expect, it } from 'vitest';
import { liveStatusOf, type LiveFacts } from './live-status';
import type { LiveStatus } from './live-types';

const base: LiveFacts = {
  open: false,
  socket: false,
  subscriptions: 1,
  allBySocket: false,
  unreachable: false,
  reconnecting: false,
  socketAllowed: false,
};

describe('liveStatusOf (issue #11: the connection indicator)', () => {
  it.each<[string, Partial<LiveFacts>, LiveStatus]>([
    [
      'the socket serves every subscription',
      { open: true, socket: true, allBySocket: true, socketAllowed: true },
      'live',
    ],
    [
      'a publisher’s open socket with nothing watched',
      { open: true, socket: true, subscriptions: 0, allBySocket: true },
      'live',
    ],
    ['nothing watched, no socket', { subscriptions: 0 }, 'idle'],
    ['signed out, polling', {}, 'polling'],
    ['polls failing', { unreachable: true }, 'offline'],
    ['offline while reconnecting', { unreachable: true, reconnecting: true, socketAllowed: true }, 'offline'],
    ['a dropped socket coming back', { reconnecting: true, socketAllowed: true }, 'reconnecting'],
    ['the first socket opening', { socket: true, socketAllowed: true }, 'connecting'],
    ['the account still loading', { socketAllowed: undefined }, 'connecting'],
    ['open, one subscription not yet on it', { open: true, socket: true, socketAllowed: true }, 'connecting'],
  ])('%s → %s', (_, facts, status) => {
    expect(liveStatusOf({ ...base, ...facts })).toBe(status);
  });
});
