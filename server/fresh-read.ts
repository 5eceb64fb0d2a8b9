/**
 * A value read from elsewhere (the database) by many requests at once, with one read shared by all
 * who asked while it ran — but never a read that began before the caller asked: a request that
 * arrives after a change committed always gets a read that sees it. Under load this is one read in
 * flight and one waiting, whatever the number of requests.
 */
export function freshReader<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let waiting: Promise<T> | undefined;

  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };

  return () => {
    if (!running) return start();
    // The read in flight began before this call: wait for it to end, then share the next one.
    waiting ??= running
      .catch(() => undefined)
      .then(() => {
        waiting = undefined;
        return start();
      });
    return waiting;
  };
}
