/** 'X of Y saved' with a bar while a step's records are written one after another. */
export function SaveProgress({ what, done, total }: { what: string; done: number; total: number }) {
  const text = `${done} of ${total} ${what} saved`;
  return (
    <div className="mb-3">
      <p className="mb-1" aria-live="polite">
        {text}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label={`${what} saved`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <div className="progress-bar" style={{ width: `${total === 0 ? 100 : Math.round((done / total) * 100)}%` }} />
      </div>
    </div>
  );
}

/**
 * Runs `tasks` one after another (the server's per-season locks serialise them anyway), calling
 * `onDone` with the count after each; answers each task's outcome in order.
 */
export async function saveInTurn<T>(tasks: ReadonlyArray<() => Promise<T>>, onDone: (done: number) => void) {
  const outcomes: T[] = [];
  for (const task of tasks) {
    outcomes.push(await task());
    onDone(outcomes.length);
  }
  return outcomes;
}
