import type { ScoringStore, StoredSession } from './scoring-store';

const databaseName = 'darts-scoring';
const storeName = 'sessions';

/** An IDBRequest as a promise. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves once the transaction has committed (a write is only safe then). */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(databaseName, 1);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(storeName))
      request.result.createObjectStore(storeName, { keyPath: 'key' });
  };
  return done(request).then((db) => {
    // Another tab upgrading the schema: step aside rather than block it.
    db.onversionchange = () => db.close();
    return db;
  });
}

type PostTask = (callback: () => void, options: { priority: 'background' }) => Promise<unknown>;

/** Writes waiting for urgent work to finish: released at once when the page is going away. */
const deferred = new Set<() => void>();
let leaving = false;
if (typeof window !== 'undefined') {
  // Capture: before any screen's own pagehide listener hands its last change over (issue #23: a
  // visit keyed just before a reload or the phone killing the tab is still kept).
  window.addEventListener(
    'pagehide',
    () => {
      leaving = true;
      for (const release of [...deferred]) release();
    },
    { capture: true },
  );
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/**
 * Resolves in a later, low-priority task: a write (its structured clone of the whole record) then
 * runs after the tap that made it has been painted, not in its critical path. Writes stay in order.
 * While the page is being hidden for good there is no later: the write starts at once.
 */
function afterUrgentWork(): Promise<void> {
  if (leaving) return Promise.resolve();
  const postTask = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler?.postTask;
  return new Promise((resolve) => {
    const release = () => {
      if (!deferred.delete(release)) return;
      resolve();
    };
    deferred.add(release);
    if (postTask)
      void postTask.call((globalThis as { scheduler?: unknown }).scheduler, release, { priority: 'background' });
    else setTimeout(release, 0);
  });
}

/**
 * Scoring sessions in IndexedDB (database `darts-scoring`, store `sessions`, keyed by the local
 * session id). Writes ask for strict durability: a leg must survive the tab or the phone closing.
 * The database opens on first use; a failure to open rejects that call and the next one tries again.
 */
export function createIndexedDbStore(factory: IDBFactory = indexedDB): ScoringStore {
  let database: Promise<IDBDatabase> | undefined;
  const db = () => {
    database ??= open(factory).catch((error: unknown) => {
      database = undefined;
      throw error;
    });
    return database;
  };
  const read = async <T>(query: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const transaction = (await db()).transaction(storeName, 'readonly');
    return done(query(transaction.objectStore(storeName)));
  };
  const write = async (change: (store: IDBObjectStore) => void): Promise<void> => {
    await afterUrgentWork();
    const transaction = (await db()).transaction(storeName, 'readwrite', { durability: 'strict' });
    change(transaction.objectStore(storeName));
    // Commit now rather than when the task ends: a page closing next still has its write.
    transaction.commit?.();
    await committed(transaction);
  };
  return {
    durable: true,
    load: (key) => read((store) => store.get(key) as IDBRequest<StoredSession | undefined>),
    list: () => read((store) => store.getAll() as IDBRequest<StoredSession[]>),
    save: (session) => write((store) => store.put(session)),
    remove: (key) => write((store) => store.delete(key)),
  };
}
