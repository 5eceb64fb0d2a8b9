import type { AddressInfo } from 'node:net';
import net from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxResumeBytes } from '~/modules/applications/application-limits';
import { maxImageBytes } from '~/modules/images/image-limits';
import { bodyLimit, largestMultipartBodyBytes } from './body-limit';

/**
 * The door check against a real HTTP server: a client that sends only the headers (declaring a
 * large body) and then waits must get its answer at once, and the connection closed.
 */

let server: ReturnType<express.Express['listen']>;
let port: number;
const reached: string[] = [];

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit(64 * 1024));
  app.use((req, res) => {
    reached.push(req.path);
    res.json({ reached: true, connection: res.getHeader('connection') ?? null });
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface RawAnswer {
  head: string;
  body: string;
  /** The server closed the connection. */
  closed: boolean;
}

/** Sends `head` (and no body), then reads the answer until the server closes or 3 s pass. */
function headersOnly(head: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const [answerHead = '', body = ''] = received.split('\r\n\r\n');
      resolve({ head: answerHead, body, closed });
    };
    const timer = setTimeout(() => finish(false), 3000);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (data) => (received += data.toString()));
    socket.on('end', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

const post = (path: string, type: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: school.test\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;

describe('bodyLimit', () => {
  it('answers a declared 100 MB JSON body with 413 at once, as JSON under /api, and closes the connection', async () => {
    const answer = await headersOnly(post('/api/enquiries', 'application/json', 100 * 1024 * 1024));
    expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.head).toMatch(/\r\nConnection: close/i);
    expect(JSON.parse(answer.body)).toEqual({
      error: { message: 'This form is too long to send (it can hold at most 64 KB of text). Please shorten it and try again.' },
    });
    expect(answer.closed).toBe(true);
    expect(reached).not.toContain('/api/enquiries');
  });

  it('answers a page’s form over the limit with a short plain-text 413', async () => {
    const answer = await headersOnly(post('/contact', 'application/x-www-form-urlencoded', 64 * 1024 + 1));
    expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.head).toMatch(/\r\nContent-Type: text\/plain/i);
    expect(answer.body).toMatch(/^This form is too long to send/);
    expect(answer.closed).toBe(true);
  });

  it('lets a multipart upload up to the largest form’s limit through, and refuses more at once', async () => {
    // The largest upload form: a photo, every text field full, and the envelope.
    expect(largestMultipartBodyBytes).toBeGreaterThan(Math.max(maxImageBytes, maxResumeBytes));
    expect(largestMultipartBodyBytes).toBeLessThan(maxImageBytes + 4 * 1024 * 1024);
    const refused = await headersOnly(post('/api/photos', 'multipart/form-data; boundary=x', largestMultipartBodyBytes + 1));
    expect(refused.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(refused.body)).toEqual({ error: { message: 'The file is too large to upload. Please choose a smaller one.' } });
    expect(refused.closed).toBe(true);
    expect(reached).not.toContain('/api/photos');

    const response = await fetch(`http://127.0.0.1:${port}/dashboard/uploadimage`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: new Uint8Array(maxImageBytes),
    });
    expect(await response.json()).toEqual({ reached: true, connection: null });
  });

  it('passes a body within the limit on, and marks one of unknown length to close the connection', async () => {
    const small = await fetch(`http://127.0.0.1:${port}/api/enquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await small.json()).toEqual({ reached: true, connection: null });
    const chunked = await fetch(`http://127.0.0.1:${port}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob(['{}']).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(await chunked.json()).toEqual({ reached: true, connection: 'close' });
  });
});
