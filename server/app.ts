import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { createRequestHandler as createFetchHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import onHeaders from 'on-headers';
import { parseConfig, ConfigError, type AppConfig } from '~/config.server';
import { sessionCookieName } from '~/lib/auth.server';
import type { AppServices, RequestServices } from '~/lib/context';
import { schoolDayClock } from '~/lib/dates';
import { flashCookieName } from '~/lib/flash.server';
import { startLeftoverSweep } from '~/lib/leftover-files.server';
import { log, describeError } from '~/lib/log.server';
import { contentVersionReader, contentVersionReaderNow, raiseContentVersion } from '~/modules/content-version/content-version.server';
import { imagesDir } from '~/modules/images/images.server';
import { startNotifier } from '~/modules/notifications/mailer.server';
import { resolveSessionSecret } from '~/modules/staff/first-account.server';
import { prepareApp } from '~/startup.server';
import { bodyLimit } from './body-limit';
import { contentSecurityPolicy, inlineScriptHashes, nonceSource } from './content-security-policy';
import { freshReader } from './fresh-read';
import { refuse } from './refuse';
import { RenderCache, type RenderedPage } from './render-cache';

/**
 * The Express host: security headers, compression, static files, uploaded images, and React Router's
 * request handler for every page, resource route and API call. `start()` is what `npm start` runs.
 */

declare module 'express-serve-static-core' {
  interface Locals {
    nonce: string;
  }
}

/** A fresh nonce for this answer's inline scripts, and the policy that allows them (server/content-security-policy.ts). */
function nonceAndPolicy(development: boolean): RequestHandler {
  return (_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString('base64');
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ scripts: [nonceSource(res.locals.nonce)], development }));
    next();
  };
}

/** The site's own cookies that make a request someone's: a staff session, a flash message. */
const personalCookies = [sessionCookieName, flashCookieName];

export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => personalCookies.includes(part.split('=', 1)[0]!.trim()));
}

/**
 * An answer to a request with a staff session or a flash message is that person's: unless the route
 * said otherwise, a proxy or CDN in front of the site is told not to keep it (DESIGN.md §7).
 */
const personalAnswersStayPrivate: RequestHandler = (req, res, next) => {
  if (hasPersonalCookie(req.headers.cookie)) {
    onHeaders(res, () => {
      if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'private, no-store');
    });
  }
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
  app.use(nonceAndPolicy(development));
  app.use(
    helmet({
      contentSecurityPolicy: false,
      // HSTS only makes sense once the site is served over HTTPS.
      strictTransportSecurity: services.config.publicUrl.startsWith('https://'),
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(onlyAnsweredMethods);
  app.use(personalAnswersStayPrivate);
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

/** What React Router serves: the build itself in production, or (development) a function that reloads it. */
type Build = ServerBuild | (() => Promise<ServerBuild>);

function loadContext(services: AppServices, req: express.Request, nonce: string | undefined) {
  const request: RequestServices = { nonce, failure: { database: false }, clientAddress: req.ip ?? 'unknown' };
  // React Router's documented bridge from a host's values to middleware's context (app/lib/context.ts).
  return Object.assign(new RouterContextProvider(), services, request);
}

/**
 * Every request the render cache does not answer. Given the build itself, React Router derives its
 * routes once; given a function, it derives them again for every request (issue 13's profile).
 */
export function reactRouterHandler(services: AppServices, build: Build): RequestHandler {
  return createRequestHandler({ build, getLoadContext: (req, res) => loadContext(services, req, res.locals.nonce) });
}

/**
 * The render cache's way in (DESIGN.md §7): a candidate GET (no personal cookie, not the dashboard)
 * that memory could not answer is rendered here, without a nonce and without the request's cookies,
 * so that what is kept cannot belong to anyone; the cache decides whether it is kept.
 */
export function renderCacheRenderer(services: AppServices, build: ServerBuild, cache: RenderCache): RequestHandler {
  const handle = createFetchHandler(build, process.env.NODE_ENV);
  const origin = new URL(services.config.publicUrl).origin;
  return (req, res, next) => {
    if (req.method !== 'GET' || !cache.isCandidate(req.method, req.originalUrl, req.headers.cookie)) return next();
    const renderPage = async (): Promise<RenderedPage | undefined> => {
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined || name === 'cookie' || name === 'authorization') continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
      }
      // The configured address, never the Host header: nothing a client sends can reach a kept page.
      const request = new Request(`${origin}${req.originalUrl}`, { method: 'GET', headers, signal: controller.signal });
      const response = await handle(request, loadContext(services, req, undefined));
      const body = Buffer.from(await response.arrayBuffer());
      if (controller.signal.aborted) return undefined;
      const hostHeaders: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && name !== 'content-security-policy') hostHeaders[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      return { response, body, hostHeaders };
    };
    cache.renderAndServe(req, res, { url: req.originalUrl, renderPage, withoutCache: () => next() }).catch(next);
  };
}

/** Dashboard pages and staff sign-out are never kept, whatever they answer. */
const neverKept = (pathname: string) => {
  const lower = pathname.toLowerCase();
  return lower.startsWith('/dashboard') || lower.startsWith('/logout');
};

export function createRenderCache(services: AppServices): RenderCache {
  return new RenderCache({
    ...services.config.renderCache,
    // SQLite answers at once; PostgreSQL's round trips are shared by every request that arrives during one.
    readVersion: contentVersionReaderNow(services.database) ?? freshReader(contentVersionReader(services.database.db)),
    today: schoolDayClock(),
    isPersonal: hasPersonalCookie,
    neverKept,
    policyFor: (html) => contentSecurityPolicy({ scripts: inlineScriptHashes(html) }),
  });
}

export async function prepareServices(config: AppConfig): Promise<AppServices> {
  const database = await prepareApp(config);
  const sessionSecret = await resolveSessionSecret(config);
  const publicPages = { changed: () => raiseContentVersion(database.db) };
  // A start may follow a restore, a seed or an upgrade: pages other servers keep are stale.
  await publicPages.changed();
  return { config, database, sessionSecret, notifier: startNotifier(database.db, config), publicPages };
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
  const build = await loadServerBuild();
  const cache = createRenderCache(services);
  const app = createSiteApp({ services, clientDir });
  app.use(renderCacheRenderer(services, build, cache));
  app.use(reactRouterHandler(services, build));
  app.use(lastResortErrorHandler);
  const sweep = startLeftoverSweep(services.database.db, config);
  const cacheReport = setInterval(() => log.info('render cache', { ...cache.stats() }), 15 * 60_000).unref();

  // Kept pages are answered before Express sees the request: that is what makes them fast.
  const server = http.createServer((req, res) => {
    const served = cache.serve(req, res);
    if (served === true) return;
    if (served === false) return void app(req, res);
    void served.then((done) => {
      if (!done) app(req, res);
    });
  });
  // Longer than a load balancer's idle timeout (60 s on most): Node's 5 s default closes a kept-alive
  // connection just as a proxy or client sends on it, and that request fails.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(config.port, config.host, () => {
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
    log.info('stopping', { signal, renderCache: cache.stats() });
    clearInterval(cacheReport);
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
