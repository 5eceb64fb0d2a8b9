import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '~/config.server';
import type { AppServices } from '~/web/context';
import { createSiteApp } from './app';
import { lastResortErrorHandler } from './request-guards';

/**
 * The Express host's own gates, over real HTTP: whose X-Forwarded-For counts (TRUST_PROXY), and
 * that a change sent from another site is refused whether or not it carries a cookie.
 */
const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** The host with one route behind it that tells what the host decided. */
async function startHost(env: Record<string, string> = {}): Promise<string> {
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/school-host-test', LOG_REQUESTS: '0', PUBLIC_URL: 'https://school.example.in', ...env });
  // Only the configuration is read before React Router, which this test does not mount.
  const app = createSiteApp({ services: { config } as AppServices });
  app.all('/{*rest}', (req, res) => {
    res.json({ ip: req.ip, method: req.method });
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('TRUST_PROXY', () => {
  it('trusts only this machine by default: a LAN or container peer cannot name its own address', async () => {
    const app = createSiteApp({ services: { config: parseConfig({ NODE_ENV: 'test' }) } as AppServices });
    const trusted = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    expect(trusted('127.0.0.1', 0)).toBe(true);
    expect(trusted('::1', 0)).toBe(true);
    for (const peer of ['10.0.0.5', '192.168.1.20', '172.17.0.2', 'fd00::1', 'fe80::1', '169.254.1.1']) expect(trusted(peer, 0), peer).toBe(false);
  });

  it('counts X-Forwarded-For from a trusted proxy, and ignores it from any other peer', async () => {
    const viaLoopback = await startHost();
    const seen = await (await fetch(viaLoopback, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).json();
    expect(seen.ip).toBe('203.0.113.9');

    const trustingNone = await startHost({ TRUST_PROXY: 'none' });
    const ignored = await (await fetch(trustingNone, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).json();
    expect(ignored.ip).toBe('127.0.0.1');

    const trustingLan = await startHost({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' });
    const lanIgnoresLoopback = await (await fetch(trustingLan, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).json();
    expect(lanIgnoresLoopback.ip).toBe('127.0.0.1');
  });

  it('refuses a value Express would not understand, naming the variable', () => {
    for (const bad of ['everyone', '10.0.0.0/99', '300.1.1.1', 'none, loopback', '10.0.0.1/8/8']) {
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrowError(/TRUST_PROXY/);
    }
    expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
  });
});

describe('changes from another site', () => {
  const cases: { name: string; headers: Record<string, string>; refused: boolean }[] = [
    { name: 'Sec-Fetch-Site cross-site', headers: { 'Sec-Fetch-Site': 'cross-site' }, refused: true },
    { name: 'Sec-Fetch-Site same-site (a subdomain)', headers: { 'Sec-Fetch-Site': 'same-site' }, refused: true },
    { name: 'an Origin of another site', headers: { Origin: 'http://evil.example' }, refused: true },
    { name: 'Origin "null"', headers: { Origin: 'null' }, refused: true },
    { name: 'Sec-Fetch-Site same-origin', headers: { 'Sec-Fetch-Site': 'same-origin' }, refused: false },
    { name: 'the public address as Origin (behind a proxy)', headers: { Origin: 'https://school.example.in' }, refused: false },
    { name: 'no browser headers (a script)', headers: {}, refused: false },
  ];

  for (const { name, headers, refused } of cases) {
    it(`${refused ? 'refuses' : 'lets through'} a sign-in without any cookie: ${name}`, async () => {
      const host = await startHost();
      const response = await fetch(`${host}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', ...headers },
        body: JSON.stringify({ username: 'office', password: 'x' }),
      });
      expect(response.status).toBe(refused ? 403 : 200);
      if (refused) expect((await response.json()).error.message).toMatch(/another site/);
    });
  }

  it('refuses page forms and every unsafe method from another site, and lets reads through', async () => {
    const host = await startHost();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${host}/contact`, { method, headers: { 'Sec-Fetch-Site': 'cross-site' }, body: 'name=x' });
      expect(response.status, method).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    }
    const read = await fetch(`${host}/contact`, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(read.status).toBe(200);
  });
});

describe('methods and errors', () => {
  it('answers TRACE, OPTIONS and other methods with 405 and Allow, before any route', async () => {
    const host = await startHost();
    for (const method of ['TRACE', 'OPTIONS', 'PROPFIND']) {
      const response = await new Promise<{ status: number; allow: string; body: string }>((resolve, reject) => {
        // fetch() refuses TRACE and CONNECT itself: ask over plain HTTP.
        const request = http.request(host, { method, path: '/' }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: String(res.headers.allow), body }));
        });
        request.on('error', reject);
        request.end();
      });
      expect(response.status, method).toBe(405);
      expect(response.allow, method).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
      expect(response.body, method).not.toMatch(/at |Error/);
    }
  });

  it('answers an error no route caught with a plain 500 and no stack trace', async () => {
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/school-host-test', LOG_REQUESTS: '0' });
    const app = createSiteApp({ services: { config } as AppServices });
    app.get('/broken', () => {
      throw new Error('secret detail at /srv/school/app.ts:12');
    });
    app.use(lastResortErrorHandler);
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/broken`);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toBe('Something went wrong on our side. Please try again.');
  });
});

describe("the build's own files", () => {
  it('serves what the client folder holds at its top and under it, and hands every other address on', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.mkdirSync(path.join(clientDir, 'media'));
    fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(clientDir, 'media', 'poster.txt'), 'poster');
    fs.writeFileSync(path.join(clientDir, 'assets', 'entry-abc.js'), 'export {}');
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/school-host-test', LOG_REQUESTS: '0' });
    const app = createSiteApp({ services: { config } as AppServices, clientDir });
    app.get('/{*rest}', (req, res) => {
      res.type('text/plain').send(`page ${req.path}`);
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const favicon = await fetch(`${base}/favicon.svg`);
      expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await (await fetch(`${base}/media/poster.txt`)).text()).toBe('poster');
      const script = await fetch(`${base}/assets/entry-abc.js`);
      expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // Pages, a missing file in a folder of the build, and a name that is not at the top go on.
      for (const page of ['/', '/contact', '/hi/media/poster.txt', '/poster.txt']) {
        expect(await (await fetch(`${base}${page}`)).text(), page).toBe(`page ${page}`);
      }
      expect(await (await fetch(`${base}/media/missing.txt`)).text()).toBe('page /media/missing.txt');
    } finally {
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
