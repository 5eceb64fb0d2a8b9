import net from 'node:net';

/**
 * A bare HTTP/1.1 client over a socket, for what Playwright's request fixture cannot do: send only
 * the headers of a request that declares a large body and wait, or send a body in chunks (no
 * Content-Length) piece by piece while watching when the answer arrives.
 */

export interface RawAnswer {
  /** null when no answer came before the time ran out. */
  status: number | null;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The answer's body (a chunked answer decoded). */
  body: string;
  /** Body bytes the client had sent when the answer's head arrived (or in all, if it never did). */
  sentWhenAnswered: number;
  /** The client sent its whole body before the answer arrived. */
  sentAllFirst: boolean;
  /** Milliseconds from the connection to the answer's head. */
  answeredAfterMs: number | null;
  /** The server closed the connection. */
  closedByServer: boolean;
}

export interface ChunkedBody {
  /** Sent first (the start of a JSON object or of a form), then `fill` until `totalBytes`, then `closing`. */
  opening: string;
  closing?: string;
  fill?: string;
  totalBytes: number;
  chunkBytes?: number;
  /** A pause between chunks, as a slow connection sends; 0 sends as fast as the socket takes them. */
  everyMs?: number;
}

function decodeChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString(), 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export function rawRequest(
  baseURL: string,
  { method = 'POST', path, headers, chunked, timeoutMs = 10_000 }: { method?: string; path: string; headers: Record<string, string>; chunked?: ChunkedBody; timeoutMs?: number },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname);
    const received: Buffer[] = [];
    let sent = 0;
    let sentAll = false;
    let answeredAt: number | null = null;
    let sentWhenAnswered = 0;
    let sentAllFirst = false;
    let done = false;

    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const all = Buffer.concat(received);
      const headEnd = all.indexOf('\r\n\r\n');
      if (headEnd < 0) {
        resolve({ status: null, headers: {}, body: '', sentWhenAnswered: sent, sentAllFirst: sentAll, answeredAfterMs: null, closedByServer });
        return;
      }
      const [statusLine = '', ...lines] = all.subarray(0, headEnd).toString().split('\r\n');
      const answerHeaders: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const rawBody = all.subarray(headEnd + 4);
      const body = answerHeaders['transfer-encoding'] === 'chunked' ? decodeChunked(rawBody) : rawBody;
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: answerHeaders,
        body: body.toString(),
        sentWhenAnswered,
        sentAllFirst,
        answeredAfterMs: answeredAt === null ? null : answeredAt - started,
        closedByServer,
      });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);

    socket.on('data', (data: Buffer) => {
      received.push(data);
      if (answeredAt === null && Buffer.concat(received).includes('\r\n\r\n')) {
        answeredAt = Date.now();
        sentWhenAnswered = sent;
        sentAllFirst = sentAll;
      }
    });
    socket.on('end', () => finish(true));
    // A server that closes while we are still sending makes our writes fail (EPIPE, ECONNRESET):
    // what it answered before that has been received already.
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      const head = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
      if (chunked) head.push('Transfer-Encoding: chunked');
      socket.write(`${head.join('\r\n')}\r\n\r\n`);
      if (chunked) void sendChunks(chunked);
    });

    async function sendChunks({ opening, closing = '', fill = 'a', totalBytes, chunkBytes = 64 * 1024, everyMs = 0 }: ChunkedBody) {
      const writeChunk = async (payload: Buffer) => {
        // Let pending reads run first: once the server has answered and closed, a write fails (EPIPE) and
        // Node drops the socket with the answer still unread in it.
        await new Promise((resolveTurn) => setImmediate(resolveTurn));
        if (done || answeredAt !== null) return;
        const ok = socket.write(Buffer.concat([Buffer.from(`${payload.length.toString(16)}\r\n`), payload, Buffer.from('\r\n')]));
        sent += payload.length;
        if (!ok) await new Promise<void>((resolveDrain) => socket.once('drain', () => resolveDrain()));
      };
      await writeChunk(Buffer.from(opening));
      const filler = Buffer.from(fill.repeat(Math.ceil(chunkBytes / fill.length)).slice(0, chunkBytes));
      while (!done && answeredAt === null && sent + closing.length < totalBytes) {
        await writeChunk(filler.subarray(0, Math.min(chunkBytes, totalBytes - closing.length - sent)));
        if (everyMs > 0) await new Promise((wait) => setTimeout(wait, everyMs));
      }
      if (done || answeredAt !== null) return;
      if (closing) await writeChunk(Buffer.from(closing));
      if (done || answeredAt !== null) return;
      sentAll = true;
      socket.write('0\r\n\r\n');
    }
  });
}
