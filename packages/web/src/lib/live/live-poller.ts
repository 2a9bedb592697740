import { liveTimings } from './backoff';
import { classifyPoll, exceptionOutcome, type PollOutcome } from './poll-outcome';
import type { LiveClientDeps, Subscription } from './live-types';

type PollerDeps = Pick<LiveClientDeps, 'poll'> & {
  subscriptions: () => Subscription[];
  /** Whether the subscription is still the one for its id (not ended or replaced meanwhile). */
  isCurrent: (subscription: Subscription) => boolean;
  changed: () => void;
};

/**
 * Polling mode: an iteration over every subscription the socket
 * does not serve, the first after 1 s, then every 10 s while any is left; each outcome goes to its
 * subscription's handlers. Polling stops once the socket or the event stream serves every subscription.
 */
export class LivePoller {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Every poll of the last iteration threw (no network, server gone). */
  failing = false;

  constructor(private readonly deps: PollerDeps) {}

  schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pollAll(), delay);
  }

  stop() {
    clearTimeout(this.timer);
  }

  private waiting() {
    return this.deps.subscriptions().filter((s) => !s.bySocket && !s.byStream && s.polling);
  }

  private async pollAll() {
    const outcomes = await Promise.all(this.waiting().map((subscription) => this.pollOne(subscription)));
    this.failing = outcomes.length > 0 && outcomes.every((outcome) => outcome.kind === 'exception');
    if (this.waiting().length > 0) this.schedule(liveTimings.pollMs);
    this.deps.changed();
  }

  /** One poll for one subscription; its outcome goes to the subscription's handlers. */
  async pollOne(subscription: Subscription): Promise<PollOutcome> {
    let outcome: PollOutcome;
    try {
      const body = await this.deps.poll(subscription.id, subscription.type, subscription.lastUpdate);
      outcome = classifyPoll(subscription.id, subscription.type, body);
    } catch (error) {
      outcome = exceptionOutcome(error);
    }
    if (!this.deps.isCurrent(subscription)) return outcome;
    const { handlers } = subscription;
    if (outcome.kind === 'data' || outcome.kind === 'no-change') subscription.lastUpdate = outcome.lastUpdate ?? '';
    if (outcome.kind === 'data') handlers.onUpdate(outcome.data);
    if (outcome.kind === 'failed' || outcome.kind === 'exception') handlers.onError?.(outcome.message);
    if (!outcome.keep) subscription.polling = false;
    return outcome;
  }
}
