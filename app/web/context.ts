import type { RouterContextProvider } from 'react-router';
import type { AppConfig } from '~/config.server';
import type { AppDatabase } from '~/db/database.server';
import type { FileStore } from '~/lib/file-store/file-store.server';
import type { Notifier } from '~/modules/notifications/mailer.server';
import type { IslandShelf } from '~/web/island-fragments.server';

/** What the Express host hands every loader and action (server only). */
export interface AppServices {
  config: AppConfig;
  database: AppDatabase;
  /** Uploaded files: DATA_DIR, or a bucket every app server shares (STORAGE_URL). */
  files: FileStore;
  /** Keys the stored session ids (SESSION_SECRET, or generated and kept in DATA_DIR). */
  sessionSecret: string;
  /** Sends the outbox's e-mails (idle when SMTP_URL and NOTIFY_EMAIL are not set). */
  notifier: Notifier;
  /** What visitors see, as every app server's render cache knows it (DESIGN.md §7). */
  publicPages: PublicPages;
}

export interface PublicPages {
  /** Something visitors could see may have changed: no server serves a page rendered before this. */
  changed(): Promise<void>;
}

/** What one request adds to the services. */
export interface RequestServices {
  /**
   * This response's Content-Security-Policy nonce, for React Router's inline scripts; absent when the
   * page may be kept by the render cache and served to others, whose policy lists the scripts' hashes.
   */
  nonce: string | undefined;
  /** Set by `handleError` when a loader failed to reach the database, so the page answers 503. */
  failure: { database: boolean };
  /** The client's address (behind a trusted proxy, from X-Forwarded-For), for rate limits. */
  clientAddress: string;
  /**
   * True when the answer is an HTML document; false for the `.data` of a navigation in the app, where
   * static islands are drawn in the browser and need their words (app/web/page-words.server.ts).
   */
  documentRequest: boolean;
  /**
   * What a static island draws on the server, kept out of a document's data (`islandData`,
   * app/web/page-words.server.ts): the server's render reads it here (app/entry.server.tsx).
   */
  islandData: Map<string, unknown>;
  /**
   * Static islands' HTML kept between renders (server/island-fragments.ts): the shelf of the current
   * content version, read by the server's render (app/entry.server.tsx); absent where not reused.
   */
  islandFragments?: { current(): IslandShelf | undefined | Promise<IslandShelf | undefined> };
}

/*
 * With middleware on, loaders and actions get a RouterContextProvider. React Router's documented way
 * to keep reading the host's values as properties (`context.database`) is to augment it and copy them
 * on in `getLoadContext` (server/app.ts); values set by middleware use `context.get/set`.
 */
declare module 'react-router' {
  interface RouterContextProvider extends AppServices, RequestServices {}
}

/** The context every loader, action and middleware receives. */
export type AppContext = Readonly<RouterContextProvider>;
