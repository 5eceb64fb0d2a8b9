import { pipeline, Transform, type Writable } from 'node:stream';

/**
 * A stream to give React's `pipe()` instead of `destination`: what React writes in one go (the whole
 * shell, then each part that finishes later) reaches `destination` as one chunk instead of many of
 * 4 KB. The host compresses each chunk it is given and flushes it on its own (React Router's adapter
 * flushes after every chunk, for streaming), and a gzip block of 4 KB compresses poorly: the home page
 * went over the wire as 43 KB instead of 30 KB (docs/decisions/0044-first-paint.md). Streaming is
 * kept: a chunk waits only for the end of the current turn of the event loop.
 *
 * `rewriteFirst`, if given, changes the first chunk (the shell, with the whole head) before it leaves.
 */
export function coalescedWritesTo(destination: Writable, rewriteFirst: (first: Buffer) => Buffer = (first) => first): Transform {
  let pending: Uint8Array[] = [];
  let scheduled = false;
  let first = true;
  const joined = () => {
    const chunk = Buffer.concat(pending);
    pending = [];
    if (!first) return chunk;
    first = false;
    return rewriteFirst(chunk);
  };
  const coalescer = new Transform({
    transform(chunk: Uint8Array, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (pending.length > 0) coalescer.push(joined());
        });
      }
      callback();
    },
    flush(callback) {
      callback(null, pending.length > 0 ? joined() : undefined);
    },
  });
  // An error or an early close on either side ends both (React aborts by destroying what it writes to).
  pipeline(coalescer, destination, () => {});
  return coalescer;
}
