import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import { defaultLocale, type Locale } from '~/i18n/locales';
import { log } from '~/lib/log.server';

/**
 * E-mail notifications of new enquiries, messages and applications (DESIGN.md §3, issue 5). A
 * notification is a row written in the same transaction as the submission it tells of; sending
 * happens afterwards, apart from the visitor's request. A failed send is logged and tried again
 * later, with longer waits, so a mail server that is down loses nothing and never fails a form.
 */

export interface Notification {
  subject: string;
  body: string;
  /** The visitor's address, so staff can answer the e-mail directly. */
  replyTo?: string;
}

/** Where notifications go, what links in them point at and the language they are written in; absent when e-mail is not set up. */
export interface NotifyTarget {
  recipient: string;
  publicUrl: string;
  /** The office's language: the words of its e-mails come from this catalogue (./office-mail.server.ts). */
  locale: Locale;
}

/**
 * Where the office's e-mails go. They are written in `locale`: English, as the dashboard is today
 * (`staffLocale`); once staff choose their language (issue 15) the caller passes the office's.
 */
export function notifyTarget(
  config: { smtpUrl?: string; notifyEmail?: string; publicUrl: string },
  locale: Locale = defaultLocale,
): NotifyTarget | undefined {
  return config.smtpUrl && config.notifyEmail ? { recipient: config.notifyEmail, publicUrl: config.publicUrl, locale } : undefined;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends one e-mail or throws (see mailer.server.ts for the SMTP one). */
export type MailSender = (mail: OutgoingMail) => Promise<void>;

/** After this many failed tries a notification is given up (and logged as an error); the submission stays. */
export const maxAttempts = 10;

/** The wait before the next try: 1, 5 and 15 minutes, then an hour, then every 3 hours. */
export function retryDelayMs(attemptsSoFar: number): number {
  const minutes = [1, 5, 15, 60][attemptsSoFar - 1] ?? 180;
  return minutes * 60_000;
}

/** A send that hangs (a silent server) is claimed for this long before another try may take it. */
const claimMs = 2 * 60_000;

export async function queueNotification(db: Kysely<Database>, target: NotifyTarget, notification: Notification, now = new Date()) {
  await db
    .insertInto('outbox')
    .values({
      recipient: target.recipient,
      subject: notification.subject,
      body: notification.body,
      replyTo: notification.replyTo ?? '',
      attempts: 0,
      nextAttemptAt: nowIso(now),
      lastError: '',
      createdAt: nowIso(now),
    })
    .execute();
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  givenUp: number;
}

/**
 * Sends every notification that is due. Each is claimed first with a conditional update, so two app
 * servers (or two overlapping runs) never send the same one twice.
 */
export async function deliverDueNotifications(
  db: Kysely<Database>,
  send: MailSender,
  { now = new Date(), batch = 20 }: { now?: Date; batch?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, givenUp: 0 };
  const at = nowIso(now);
  const due = await db
    .selectFrom('outbox')
    .selectAll()
    .where('sentAt', 'is', null)
    .where('failedAt', 'is', null)
    .where('nextAttemptAt', '<=', at)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', at)]))
    .orderBy('id')
    .limit(batch)
    .execute();
  for (const mail of due) {
    const claimed = await db
      .updateTable('outbox')
      .set({ claimedUntil: nowIso(new Date(now.getTime() + claimMs)) })
      .where('id', '=', mail.id)
      .where('sentAt', 'is', null)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', at)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await send({ to: mail.recipient, subject: mail.subject, text: mail.body, replyTo: mail.replyTo || undefined });
      await db.updateTable('outbox').set({ sentAt: nowIso(), claimedUntil: null, attempts: mail.attempts + 1 }).where('id', '=', mail.id).execute();
      log.info('notification sent', { id: mail.id, attempts: mail.attempts + 1 });
      report.sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const givenUp = attempts >= maxAttempts;
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db
        .updateTable('outbox')
        .set({
          attempts,
          lastError,
          claimedUntil: null,
          nextAttemptAt: nowIso(new Date(now.getTime() + retryDelayMs(attempts))),
          failedAt: givenUp ? nowIso(now) : null,
        })
        .where('id', '=', mail.id)
        .execute();
      if (givenUp) {
        log.error('notification given up', { id: mail.id, attempts, error: lastError });
        report.givenUp += 1;
      } else {
        log.warn('notification not sent; will retry', { id: mail.id, attempts, error: lastError });
        report.retrying += 1;
      }
    }
  }
  return report;
}

/** Notifications not sent yet (waiting, retrying) and given up, for the logs and the tests. */
export async function outboxState(db: Kysely<Database>) {
  return db.selectFrom('outbox').selectAll().orderBy('id').execute();
}
