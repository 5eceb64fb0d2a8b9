/** How long the rest of a refused request body is read and thrown away before the connection is dropped. */
const discardMs = 60_000;

/**
 * Reads and throws away the rest of a refused request while the answer goes out (nginx calls it a
 * lingering close), or cancels it when it is over `limitBytes` in all: cancelling makes the host
 * drop the connection, and a browser then shows "connection reset" instead of the message.
 * Nothing read here is stored.
 */
export function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number, limitBytes: number): void {
  const cancel = () => void reader.cancel().catch(() => undefined);
  if (alreadyRead >= limitBytes) {
    cancel();
    return;
  }
  const timer = setTimeout(cancel, discardMs);
  timer.unref();
  void (async () => {
    let total = alreadyRead;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        total += value.byteLength;
        if (total > limitBytes) return cancel();
      }
    } catch {
      // The client went away: nothing left to discard.
    } finally {
      clearTimeout(timer);
    }
  })();
}
