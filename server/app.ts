import crypto from 'node:crypto';
import path from 'node:path';
import { RouterContextProvider } from 'react-router';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { parseConfig, ConfigError, type AppConfig } from '~/config.server';
import type { AppServices, RequestServices } from '~/lib/context';
import { startLeftoverSweep } from '~/lib/leftover-files.server';
import { log, describeError } from '~/lib/log.server';
import { imagesDir } from '~/modules/images/images.server';
import { startNotifier } from '~/modules/notifications/mailer.server';
import { resolveSessionSecret } from '~/modules/staff/first-account.server';
import { prepareApp } from '~/startup.server';
import { bodyLimit } from './body-limit';
import { refuse } from './refuse';

/**
 * The Express host: security headers, compression, static files, uploaded images, and React Router's
 * request handler for every page, resource route and API call. `start()` is what `npm start` runs.
 */

declare module 'express-serve-static-core' {
  interface Locals {
    nonce: string;
  }
}

const nonceMiddleware: RequestHandler = (_req, res, next) => {
  res.locals.nonce = crypto.randomBytes(16).toString('base64');
  next();
};

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a browser says this request was made by a page of this site. Browsers name where a
 * request comes from (Sec-Fetch-Site, else Origin); a request that names neither is not a browser's
 * cross-site request (a script, curl, an old browser) and passes: sessions and rate limits still apply.
 */
export function isSameOriginRequest(req: express.Request, publicUrl: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = req.get('origin');
  if (!origin) return true;
  try {
    const { host } = new URL(origin);
    return host === req.get('host') || host === new URL(publicUrl).host;
  } catch {
    // "null" (a sandboxed frame, a privacy redirect) and anything unreadable name no site of ours.
    return false;
  }
}

/**
 * DESIGN.md §4: a request that changes something must come from this site, with a staff cookie or
 * without one — a sign-in from another site would sign the visitor into the attacker's account
 * (login CSRF), and a form on another site must not post parents' details in their name. Refused
 * with 403 before any route sees it.
 */
function sameOriginWrites(publicUrl: string): RequestHandler {
  return (req, res, next) => {
    if (!unsafeMethods.has(req.method) || isSameOriginRequest(req, publicUrl)) return next();
    log.warn('cross-site request refused', {
      method: req.method,
      path: req.path,
      origin: req.get('origin') ?? null,
      site: req.get('sec-fetch-site') ?? null,
    });
    res.set('Cache-Control', 'no-store');
    refuse(req, res, 403, 'This request came from another site and was refused.');
  };
}

/** The methods the site answers; anything else (TRACE, OPTIONS, WebDAV's) is 405 before it reaches a route. */
const answeredMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

const onlyAnsweredMethods: RequestHandler = (req, res, next) => {
  if (answeredMethods.includes(req.method)) return next();
  res.set('Allow', answeredMethods.join(', ')).set('Cache-Control', 'no-store').status(405).type('text/plain').send('This method is not allowed.');
};

/**
 * Last resort for an error no route answered: logged, and a plain 500 without a stack trace (Express's
 * own handler prints the stack unless NODE_ENV is "production" in the process environment).
 */
export const lastResortErrorHandler: express.ErrorRequestHandler = (error: unknown, req, res, _next) => {
  log.error('request failed outside the app', { method: req.method, path: req.path, ...describeError(error) });
  if (res.headersSent) return res.destroy();
  res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Something went wrong on our side. Please try again.');
};

function requestLogger(enabled: boolean): RequestHandler {
  return (req, res, next) => {
    if (!enabled || req.path.startsWith('/assets/')) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      log.info('request', {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
      });
    });
    next();
  };
}

export interface SiteOptions {
  services: AppServices;
  /** The built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  development?: boolean;
}

/** Headers, static files and the uploaded images: everything before React Router sees a request. */
export function createSiteApp({ services, clientDir, development = false }: SiteOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Only the proxies named in TRUST_PROXY (default: this machine) may say who the client is.
  app.set('trust proxy', services.config.trustProxy.length > 0 ? services.config.trustProxy : false);
  app.use(nonceMiddleware);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': development
            ? ["'self'", "'unsafe-inline'"]
            : ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'"],
          'connect-src': development ? ["'self'", 'ws:'] : ["'self'"],
          'media-src': ["'self'"],
          'frame-src': ['https://www.youtube-nocookie.com'],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        },
      },
      // HSTS only makes sense once the site is served over HTTPS.
      strictTransportSecurity: services.config.publicUrl.startsWith('https://'),
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(onlyAnsweredMethods);
  app.use(compression());
  app.use(bodyLimit(services.config.bodyLimitBytes));
  app.use(requestLogger(services.config.logRequests));
  app.use(sameOriginWrites(services.config.publicUrl));

  if (clientDir) {
    // Hashed file names never change content, so they may be cached for a year.
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(clientDir, { maxAge: '1h', index: false }));
  }
  // Image files get random names and never change, so they are cached for a year too.
  app.use(
    '/uploads/images',
    express.static(imagesDir(services.config.uploadsDir), {
      immutable: true,
      maxAge: '1y',
      index: false,
      dotfiles: 'deny',
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
    (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    },
  );
  return app;
}

/** React Router's build of the app; its route manifest is also what the access sweeps walk (e2e/access-sweep.spec.ts). */
export const loadServerBuild = () => import('virtual:react-router/server-build');

export function reactRouterHandler(services: AppServices): RequestHandler {
  return createRequestHandler({
    build: loadServerBuild,
    getLoadContext: (req, res) => {
      const request: RequestServices = { nonce: res.locals.nonce, failure: { database: false }, clientAddress: req.ip ?? 'unknown' };
      // React Router's documented bridge from a host's values to middleware's context (app/lib/context.ts).
      return Object.assign(new RouterContextProvider(), services, request);
    },
  });
}

export async function prepareServices(config: AppConfig): Promise<AppServices> {
  const database = await prepareApp(config);
  const sessionSecret = await resolveSessionSecret(config);
  return { config, database, sessionSecret, notifier: startNotifier(database.db, config) };
}

/**
 * Production entry: parse the configuration, prepare the database, serve.
 * `clientDir` is the built browser assets folder (build/client); the caller knows where it is.
 */
export async function start({ clientDir, env = process.env }: { clientDir: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  let config: AppConfig;
  try {
    config = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const services = await prepareServices(config).catch((error: unknown) => {
    // A setting found wrong during start-up (ADMIN_PASSWORD the password rules refuse) reads like any other.
    if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
    else log.error('start-up failed', describeError(error));
    process.exit(1);
  });
  const app = createSiteApp({ services, clientDir });
  app.use(reactRouterHandler(services));
  app.use(lastResortErrorHandler);
  const sweep = startLeftoverSweep(services.database.db, config);

  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info('listening', {
      url: `http://localhost:${port}`,
      database: config.database.dialect,
      dataDir: config.dataDir,
    });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('stopping', { signal });
    server.close(() => {
      void Promise.all([services.notifier.stop(), sweep.stop()])
        .then(() => services.database.close())
        .finally(() => process.exit(0));
    });
    // Keep-alive connections would hold the close open; give requests in flight 10 s.
    setTimeout(() => process.exit(0), 10_000).unref();
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

export { staffCommand } from '~/modules/staff/staff-command.server';
