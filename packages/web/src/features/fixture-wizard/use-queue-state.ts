import { useSyncExternalStore } from 'react';
import type { QueueState, SaveQueue } from './save-queue';

const idle: QueueState = { items: [], phase: 'idle' };
const noQueue = () => () => undefined;

/** The save queue's state for rendering (idle until there is a queue). */
export function useQueueState(queue: SaveQueue | undefined): QueueState {
  return useSyncExternalStore(queue?.subscribe ?? noQueue, queue?.snapshot ?? (() => idle));
}
