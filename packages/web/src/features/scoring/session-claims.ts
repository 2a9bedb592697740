/**
 * Which scoring sessions a screen has open, so a background sweep never sends one beside the
 * screen's own sync (two sends with one token: a needless conflict, or two records for a new match).
 * Within this page a count per session; across tabs a Web Lock per session, where the browser has them.
 */
const claimed = new Map<string, number>();

const lockName = (key: string) => `darts-scoring-session:${key}`;

type Locks = {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
  request(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<void>): Promise<unknown>;
};

const locks = (): Locks | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as { locks?: Locks }).locks;

/** Marks session `key` open until the returned function is called. */
export function claimSession(key: string): () => void {
  claimed.set(key, (claimed.get(key) ?? 0) + 1);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  void locks()
    ?.request(lockName(key), () => held)
    .catch(() => undefined);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release();
    const count = (claimed.get(key) ?? 1) - 1;
    if (count > 0) claimed.set(key, count);
    else claimed.delete(key);
  };
}

/** Runs `send` unless a screen, on this page or in another tab, has session `key` open. */
export async function unlessOpen(key: string, send: () => Promise<void>): Promise<void> {
  if (claimed.has(key)) return;
  const manager = locks();
  if (!manager) return send();
  await manager.request(lockName(key), { ifAvailable: true }, async (lock) => {
    if (lock) await send();
  });
}
