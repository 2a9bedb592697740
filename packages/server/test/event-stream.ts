/** One Server-Sent Event as read off the wire. */
export type StreamEvent = { id?: string; data: string; comment?: string };

export type EventStreamClient = {
  status: number;
  headers: Headers;
  /** Every event and comment read so far. */
  events: StreamEvent[];
  /** Resolves with the `count`th data event (1-based) once it has arrived, or throws after `ms`. */
  nth(count: number, ms?: number): Promise<StreamEvent>;
  /** Resolves once a comment has arrived, or throws after `ms`. */
  comment(ms?: number): Promise<string>;
  close(): void;
};

/**
 * Opens `url` as a browser's EventSource would (a GET with `Accept: text/event-stream`) and parses
 * the stream as it arrives: `id:`, `data:` and `:` comment lines, events ended by a blank line.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { Accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const heard = () => {
    for (const waiter of waiters) waiter();
  };
  if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: StreamEvent = { data: '' };
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) event.comment = line.slice(1).trim();
              else if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            event.data = data.join('\n');
            if (event.data || event.comment) events.push(event);
            heard();
          }
        }
      } catch {
        // Closed by the test.
      }
    })();
  }
  const waitFor = <T>(found: () => T | undefined, ms: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No ${what} within ${ms} ms; had ${JSON.stringify(events)}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return {
    status: response.status,
    headers: response.headers,
    events,
    nth: (count, ms = 3000) => waitFor(() => events.filter((e) => e.data)[count - 1], ms, `event ${count}`),
    comment: (ms = 3000) => waitFor(() => events.find((e) => e.comment)?.comment, ms, 'comment'),
    close: () => controller.abort(),
  };
}
