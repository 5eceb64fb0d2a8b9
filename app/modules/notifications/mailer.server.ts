import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import { defaultLocale, type Locale } from '~/i18n/locales';
import { catalogueFor } from '~/i18n/words.server';
import { describeError, log } from '~/lib/log.server';
import { deliverDueNotifications, type MailSender } from './outbox.server';

/**
 * Sends through the SMTP server of `SMTP_URL` (smtp:// or smtps://, user and password in the URL),
 * from `from` under the catalogue's name for the site, in the office's language (English today, as
 * `notifyTarget`'s).
 */
export function smtpSender(smtpUrl: string, from: string, locale: Locale = defaultLocale): MailSender {
  const name = catalogueFor(locale).officeMail.sender;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A phone's form never waits for this; still, a silent server must not hold a send for long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (mail) => {
    await transport.sendMail({ from: { name, address: from }, ...mail });
  };
}

export interface Notifier {
  /** Sends what is due soon, without waiting (after a submission). */
  kick(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

const idleNotifier: Notifier = { kick: () => undefined, stop: async () => undefined };

/**
 * The background sender of one app server: a run after each submission and one every 30 s for
 * retries. Runs never overlap here, and the outbox's claim keeps app servers from sending one twice.
 */
export function startNotifier(
  db: Kysely<Database>,
  config: { smtpUrl?: string; notifyEmail?: string },
  { send, intervalMs = 30_000 }: { send?: MailSender; intervalMs?: number } = {},
): Notifier {
  if (!config.smtpUrl || !config.notifyEmail) return idleNotifier;
  const sender = send ?? smtpSender(config.smtpUrl, config.notifyEmail);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueNotifications(db, sender)
      .then(() => undefined)
      .catch((error: unknown) => log.error('notification run failed', describeError(error)))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
