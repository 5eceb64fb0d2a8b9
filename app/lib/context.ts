import type { AppConfig } from '~/config.server';
import type { AppDatabase } from '~/db/database.server';
import type { Notifier } from '~/modules/notifications/mailer.server';

/** What the Express host hands every loader and action (server only). */
export interface AppServices {
  config: AppConfig;
  database: AppDatabase;
  /** Keys the stored session ids (SESSION_SECRET, or generated and kept in DATA_DIR). */
  sessionSecret: string;
  /** Sends the outbox's e-mails (idle when SMTP_URL and NOTIFY_EMAIL are not set). */
  notifier: Notifier;
}

declare module 'react-router' {
  interface AppLoadContext extends AppServices {
    /** This response's Content-Security-Policy nonce, for React Router's inline scripts. */
    nonce: string;
    /** Set by `handleError` when a loader failed to reach the database, so the page answers 503. */
    failure: { database: boolean };
    /** The client's address (behind a local proxy, from X-Forwarded-For), for rate limits. */
    clientAddress: string;
  }
}
