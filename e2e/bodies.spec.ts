import { expect, test, type APIRequestContext } from '@playwright/test';
import { staffAccount } from './support/site';
import { rawRequest } from './support/raw-http';
import { staffBackends, uniqueName, visitorAddress } from './support/staff';

/**
 * Security finding 4: JSON and form bodies are bounded (BODY_LIMIT_KB, 64 KB on these servers), a
 * declared length over it is refused before the body is sent, a streamed one is cut off at the limit,
 * and a rate-limited address is refused before its body is read. Every public POST carries an address
 * of its own (X-Forwarded-For), so that the suite's tests do not share a rate limit.
 */

const limit = 64 * 1024;
const tooLong = 'This form is too long to send (it can hold at most 64 KB of text). Please shorten it and try again.';

/** A valid admission enquiry as JSON, with a marker to find it by. */
function enquiry(marker: string, extra: Record<string, string> = {}) {
  return { parentName: marker, childName: 'Aarav', email: 'parent@example.com', phone: '9876543210', consent: true, ...extra };
}

async function staffRequest(playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } }, baseURL: string) {
  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post('/api/auth/login', { data: staffAccount })).status()).toBe(200);
  return staff;
}

async function storedEnquiryNames(staff: APIRequestContext): Promise<string[]> {
  const response = await staff.get('/api/enquiries');
  expect(response.status()).toBe(200);
  return ((await response.json()).data as { parentName: string }[]).map((row) => row.parentName);
}

for (const backend of staffBackends) {
  test.describe(`request bodies ${backend.name}`, () => {
    test(`a declared Content-Length of 100 MB is answered 413 at once, before any of the body is sent @desktop`, async () => {
      const hundredMegabytes = String(100 * 1024 * 1024);
      const cases = [
        { path: '/api/enquiries', type: 'application/json', json: true },
        { path: '/contact', type: 'application/x-www-form-urlencoded', json: false },
        { path: '/login', type: 'application/x-www-form-urlencoded', json: false },
        { path: '/api/applications', type: 'multipart/form-data; boundary=----x', json: true },
      ];
      for (const { path, type, json } of cases) {
        const answer = await rawRequest(backend.url, {
          path,
          headers: { 'Content-Type': type, 'Content-Length': hundredMegabytes, 'X-Forwarded-For': visitorAddress() },
          timeoutMs: 5000,
        });
        expect(answer.status, `${path}: answered without waiting for the body`).toBe(413);
        expect(answer.answeredAfterMs!).toBeLessThan(2000);
        expect(answer.sentWhenAnswered).toBe(0);
        expect(answer.headers.connection).toBe('close');
        expect(answer.closedByServer).toBe(true);
        if (json) expect(JSON.parse(answer.body).error.message).toMatch(/too long to send|too large to upload/);
        else expect(answer.body).toBe(tooLong);
      }
    });

    test(`a 1 MB JSON body sent in chunks is cut off with 413 and nothing is stored @desktop`, async ({ playwright }) => {
      const marker = uniqueName('Chunked parent');
      const opening = JSON.stringify(enquiry(marker, { padding: '' })).slice(0, -2);
      const answer = await rawRequest(backend.url, {
        path: '/api/enquiries',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitorAddress() },
        chunked: { opening, closing: '"}', totalBytes: 1024 * 1024, chunkBytes: 16 * 1024, everyMs: 5 },
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ error: { message: tooLong } });
      expect(answer.closedByServer).toBe(true);

      const staff = await staffRequest(playwright, backend.url);
      expect(await storedEnquiryNames(staff)).not.toContain(marker);
      await staff.dispose();
    });

    test(`a form over 64 KB to a page's action is refused with 413, whether its length is declared or not @desktop`, async ({ playwright }) => {
      const visitor = await playwright.request.newContext({ baseURL: backend.url, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
      const padding = 'a'.repeat(limit + 1024);
      const contact = await visitor.post('/contact', { form: { name: 'Asha', email: 'asha@example.com', message: 'Hello', padding } });
      expect(contact.status()).toBe(413);
      expect(await contact.text()).toBe(tooLong);
      const login = await visitor.post('/login', { form: { username: staffAccount.username, password: staffAccount.password, padding }, maxRedirects: 0 });
      expect(login.status()).toBe(413);
      expect(login.headers()['set-cookie']).toBeUndefined();
      await visitor.dispose();

      // Without a declared length the page's action counts the bytes itself, and the page says why. The
      // body is larger than the sockets' buffers can hold: the client can finish only if the server reads it all.
      const totalBytes = 20 * 1024 * 1024;
      const streamed = await rawRequest(backend.url, {
        path: '/contact',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': visitorAddress() },
        chunked: { opening: 'name=Asha&email=asha%40example.com&message=Hello&padding=', totalBytes, chunkBytes: 64 * 1024, everyMs: 5 },
        timeoutMs: 30_000,
      });
      expect(streamed.status).toBe(413);
      expect(streamed.sentAllFirst).toBe(false);
      expect(streamed.sentWhenAnswered).toBeLessThan(totalBytes / 2);
      expect(streamed.body.replaceAll('&#x27;', "'")).toContain(tooLong);
    });

    test(`a dashboard form whose body runs past 64 KB shows the refusal above the form, with 413 @desktop`, async ({ playwright }) => {
      const staff = await staffRequest(playwright, backend.url);
      const cookies = (await staff.storageState()).cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
      await staff.dispose();
      const title = uniqueName('Too long notice');
      const answer = await rawRequest(backend.url, {
        path: '/dashboard/add-notice',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookies },
        chunked: { opening: `title=${encodeURIComponent(title)}&date=2026-01-15&details=`, totalBytes: 1024 * 1024, chunkBytes: 16 * 1024, everyMs: 5 },
      });
      expect(answer.status).toBe(413);
      // The dashboard page itself, with the message where a form's refusal goes (role="alert").
      expect(answer.body.replaceAll('&#x27;', "'")).toMatch(new RegExp(`role="alert"[^>]*>[^<]*${tooLong.replace(/[.()]/g, '\\$&')}`));
      const after = await staffRequest(playwright, backend.url);
      expect(((await (await after.get('/api/notices')).json()).data as { title: string }[]).map((notice) => notice.title)).not.toContain(title);
      await after.dispose();
    });

    test(`a body just under 64 KB is accepted and one just over it is refused @desktop`, async ({ playwright }) => {
      const visitor = await playwright.request.newContext({ baseURL: backend.url, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
      const under = uniqueName('Just under');
      // Every field is checked strictly, so the padding is what JSON and forms ignore: white space
      // after the JSON, empty pairs ("&&&") in a form.
      const underBody = JSON.stringify(enquiry(under));
      const accepted = await visitor.post('/api/enquiries', {
        headers: { 'Content-Type': 'application/json' },
        data: underBody + ' '.repeat(limit - underBody.length - 16),
      });
      expect(accepted.status()).toBe(201);
      const over = uniqueName('Just over');
      const refused = await visitor.post('/api/enquiries', {
        headers: { 'Content-Type': 'application/json' },
        data: JSON.stringify(enquiry(over)) + ' '.repeat(limit),
      });
      expect(refused.status()).toBe(413);
      expect(await refused.json()).toEqual({ error: { message: tooLong } });

      // A page's form just under the limit is stored and thanked for.
      const form = new URLSearchParams({ name: uniqueName('Form under'), email: 'asha@example.com', message: 'Hello' }).toString();
      const message = await visitor.post('/contact', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        data: form + '&'.repeat(limit - form.length - 16),
      });
      expect(message.status()).toBe(200);
      expect(await message.text()).toContain('Message Sent');
      await visitor.dispose();

      const staff = await staffRequest(playwright, backend.url);
      const names = await storedEnquiryNames(staff);
      expect(names).toContain(under);
      expect(names).not.toContain(over);
      await staff.dispose();
    });

    test(`a rate-limited address gets 429 to a huge streamed body before it has sent it @desktop`, async ({ playwright }) => {
      test.slow();
      const address = visitorAddress();
      const visitor = await playwright.request.newContext({ baseURL: backend.url, extraHTTPHeaders: { 'X-Forwarded-For': address } });
      // FORM_RATE_LIMIT is 30 a minute on these servers; a filled honeypot is counted and stores nothing.
      const exhaust = async (send: () => Promise<{ status(): number }>) => {
        for (let sent = 0; sent < 40; sent += 1) if ((await send()).status() === 429) return;
        throw new Error('the rate limit never answered 429');
      };
      await exhaust(() => visitor.post('/api/enquiries', { data: enquiry('Bot', { website: 'http://spam.example' }) }));
      await exhaust(() => visitor.post('/api/applications', { multipart: { name: 'Bot', website: 'http://spam.example' } }));
      await visitor.dispose();

      // 20 MB at about 6 MB a second: a server that read it all before answering would take 3 s.
      const huge = { totalBytes: 20 * 1024 * 1024, chunkBytes: 64 * 1024, everyMs: 10 };
      const json = await rawRequest(backend.url, {
        path: '/api/enquiries',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        chunked: { ...huge, opening: '{"parentName":"Bot","padding":"', closing: '"}' },
        timeoutMs: 30_000,
      });
      expect(json.status).toBe(429);
      expect(json.headers['retry-after']).toBe('60');
      expect(json.sentAllFirst).toBe(false);
      expect(json.sentWhenAnswered).toBeLessThan(2 * 1024 * 1024);

      const boundary = '----bodies-test';
      const upload = await rawRequest(backend.url, {
        path: '/api/applications',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'X-Forwarded-For': address },
        chunked: {
          ...huge,
          opening: `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
          closing: `\r\n--${boundary}--\r\n`,
        },
        timeoutMs: 30_000,
      });
      expect(upload.status).toBe(429);
      expect(upload.sentAllFirst).toBe(false);
      expect(upload.sentWhenAnswered).toBeLessThan(2 * 1024 * 1024);
    });
  });
}
