/**
 * A POST of a form with a file that reports how much of it has gone, for progress bars. `fetch`
 * cannot say how much of a request body was sent; XMLHttpRequest's `upload` events can. Knows
 * nothing of what is uploaded. Browser only.
 */

export interface SentAnswer {
  status: number;
  /** The answer's JSON, or null when it was not JSON. */
  body: unknown;
}

/**
 * Sends `body` to `url`; `onProgress` hears the bytes sent so far and in all. Resolves with the
 * answer whatever its status; rejects when no answer came (the connection dropped) or `signal` aborted.
 */
export function sendWithProgress(url: string, body: FormData, onProgress: (sent: number, total: number) => void, signal?: AbortSignal): Promise<SentAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      resolve({ status: request.status, body: parsed });
    });
    request.addEventListener('error', () => reject(new Error('The connection dropped before an answer came')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was stopped', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
