import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closedPort, startSmtpSink, type SmtpSink } from '~/test/smtp-sink';
import { testDialects, testSite } from '~/test/databases';
import { smtpSender, startNotifier } from './mailer.server';
import { deliverDueNotifications, maxAttempts, outboxState, queueNotification, retryDelayMs } from './outbox.server';

const target = { recipient: 'office@school.example', publicUrl: 'https://school.example', locale: 'en' as const };
const notification = { subject: 'Admission enquiry: Diya', body: 'Parent: Sunita Devi\nनमस्ते', replyTo: 'sunita@example.com' };

describe.each(testDialects)('the e-mail outbox on %s', (dialect) => {
  const site = testSite(dialect);
  let sink: SmtpSink;

  beforeEach(async () => {
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await sink.close();
  });

  it('send a queued notification over SMTP once, to the office, answerable to the visitor', async () => {
    await queueNotification(site.db, target, notification);
    const send = smtpSender(sink.url, 'office@school.example');
    expect(await deliverDueNotifications(site.db, send)).toEqual({ sent: 1, retrying: 0, givenUp: 0 });
    expect(await deliverDueNotifications(site.db, send)).toEqual({ sent: 0, retrying: 0, givenUp: 0 });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.to).toEqual(['office@school.example']);
    expect(sink.received[0]!.data).toContain('Subject: Admission enquiry: Diya');
    expect(sink.received[0]!.data).toMatch(/Reply-To: sunita@example\.com/);
    const [row] = await outboxState(site.db);
    expect(row).toMatchObject({ attempts: 1, lastError: '' });
    expect(row!.sentAt).not.toBeNull();
  });

  it('keep what a visitor typed out of the headers: a line break in a name adds no header (ASVS 1.3.11)', async () => {
    const injected = { subject: 'Admission enquiry: Diya\r\nBcc: thief@evil.example', body: 'Parent: x', replyTo: 'sunita@example.com\r\nBcc: thief@evil.example' };
    await queueNotification(site.db, target, injected);
    await deliverDueNotifications(site.db, smtpSender(sink.url, 'office@school.example'));
    expect(sink.received).toHaveLength(1);
    expect(sink.received.flatMap((mail) => mail.to)).not.toContain('thief@evil.example');
    for (const mail of sink.received) expect(mail.data).not.toMatch(/^Bcc:/im);
  });

  it('log and keep a notification the mail server refused, and send it on a later try', async () => {
    await queueNotification(site.db, target, notification);
    const down = smtpSender(`smtp://127.0.0.1:${await closedPort()}`, 'office@school.example');
    const now = new Date();
    expect(await deliverDueNotifications(site.db, down, { now })).toEqual({ sent: 0, retrying: 1, givenUp: 0 });
    const [waiting] = await outboxState(site.db);
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, claimedUntil: null });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(waiting!.nextAttemptAt)).toBe(now.getTime() + retryDelayMs(1));

    const up = smtpSender(sink.url, 'office@school.example');
    // Not due yet: nothing is sent before the wait is over.
    expect((await deliverDueNotifications(site.db, up, { now })).sent).toBe(0);
    expect((await deliverDueNotifications(site.db, up, { now: new Date(now.getTime() + retryDelayMs(1)) })).sent).toBe(1);
    expect(sink.received).toHaveLength(1);
  });

  it('give up after the last try, and never send one that another run has claimed', async () => {
    await queueNotification(site.db, target, notification);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('550 mailbox unavailable');
    };
    let now = new Date();
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      await deliverDueNotifications(site.db, failing, { now });
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    expect(calls).toBe(maxAttempts);
    const [row] = await outboxState(site.db);
    expect(row!.failedAt).not.toBeNull();
    expect(await deliverDueNotifications(site.db, failing, { now: new Date(now.getTime() + 86_400_000) })).toEqual({ sent: 0, retrying: 0, givenUp: 0 });

    await queueNotification(site.db, target, { ...notification, subject: 'Second' });
    let release!: () => void;
    const slow = () => new Promise<void>((resolve) => (release = resolve));
    const firstRun = deliverDueNotifications(site.db, slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const overlapping = await deliverDueNotifications(site.db, async () => undefined);
    expect(overlapping.sent).toBe(0);
    release();
    expect((await firstRun).sent).toBe(1);
  });

  it('run in the background: a kick sends what was queued', async () => {
    const notifier = startNotifier(site.db, { smtpUrl: sink.url, notifyEmail: 'office@school.example' }, { intervalMs: 60_000 });
    try {
      await queueNotification(site.db, target, notification);
      notifier.kick();
      for (let waited = 0; sink.received.length === 0 && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sink.received).toHaveLength(1);
    } finally {
      await notifier.stop();
    }
  });
});
