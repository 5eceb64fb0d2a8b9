import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequestHandler as createFetchHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { parseConfig, ConfigError, type AppConfig } from '~/config.server';
import type { AppServices, RequestServices } from '~/web/context';
import { schoolDayClock } from '~/lib/dates';
import { startLeftoverSweep } from '~/leftover-files.server';
import { startRetentionSweep } from '~/modules/retention/retention.server';
import { log, describeError } from '~/lib/log.server';
import { contentVersionReader, contentVersionReaderNow } from '~/modules/content-version/content-version.server';
import { alertBoundariesAfter, alertBoundariesReaderNow } from '~/modules/alerts/alerts.server';
import { bodyLimit } from './body-limit';
import { openServices, prepareForWorkers, prepareServices } from './services';
import { superviseWorkers } from './workers';
import { pdfDownloads } from './pdf-downloads';
import { imageDownloads } from './stored-files';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy';
import { freshReader } from './fresh-read';
import type { RenderedPage } from './kept-answer';
import { RenderCache, type CachePeriod } from './render-cache';
import { IslandFragments } from './island-fragments';
import { startWarming, type Warming } from './cache-warming';
import { hasPersonalCookie, lastResortErrorHandler, nonceAndPolicy, onlyAnsweredMethods, personalAnswersStayPrivate, requestLogger, sameOriginWrites } from './request-guards';

/**
 * The Express host: security headers, compression, static files, uploaded images, and React Router's
 * request handler for every page, resource route and API call. `start()` is what `npm start` runs.
 */

export interface SiteOptions {
  services: AppServices;
  /** The built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  development?: boolean;
}

/** Headers, static files, the uploaded images and PDFs: everything before React Router sees a request. */
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
    app.use(onlyUnder(builtEntries(clientDir), express.static(clientDir, { maxAge: '1h', index: false })));
  }
  // Uploaded images and PDFs come from the file store (a folder or a bucket): server/stored-files.ts.
  app.use('/uploads/images', imageDownloads(services));
  app.use('/uploads/documents', pdfDownloads(services));
  return app;
}

/**
 * What the build's client folder holds at its top (`favicon.svg`, `images`, `media`…), read once at
 * start: the folder changes only with a new build.
 */
function builtEntries(clientDir: string): Set<string> {
  try {
    return new Set(fs.readdirSync(clientDir));
  } catch {
    return new Set();
  }
}

/**
 * `handler` for addresses whose first segment is one of `entries`; every other request goes straight on.
 * Without it every page asked the disk whether it was a file first (a `stat` and the static handler's
 * not-found path on each render: about 3 % of the server's time rendering `/`).
 */
function onlyUnder(entries: Set<string>, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const first = req.path.split('/', 2)[1] ?? '';
    if (entries.has(first)) handler(req, res, next);
    else next();
  };
}

/** React Router's build of the app; its route manifest is also what the access sweeps walk (e2e/access-sweep.spec.ts). */
export const loadServerBuild = () => import('virtual:react-router/server-build');

/** What React Router serves: the build itself in production, or (development) a function that reloads it. */
type Build = ServerBuild | (() => Promise<ServerBuild>);

function loadContext(services: AppServices, req: express.Request, nonce: string | undefined, islandFragments: RequestServices['islandFragments']) {
  const request: RequestServices = {
    nonce,
    islandFragments,
    failure: { database: false },
    clientAddress: req.ip ?? 'unknown',
    documentRequest: !req.path.endsWith('.data'),
    islandData: new Map(),
  };
  // React Router's documented bridge from a host's values to middleware's context (app/web/context.ts).
  return Object.assign(new RouterContextProvider(), services, request);
}

/**
 * Every request the render cache does not answer. Given the build itself, React Router derives its
 * routes once; given a function, it derives them again for every request (issue 13's profile).
 */
export function reactRouterHandler(services: AppServices, build: Build, islandFragments?: IslandFragments): RequestHandler {
  return createRequestHandler({ build, getLoadContext: (req, res) => loadContext(services, req, res.locals.nonce, islandFragments) });
}

/**
 * The render cache's way in (DESIGN.md §7): a candidate GET (no personal cookie, not the dashboard)
 * that memory could not answer is rendered here, without a nonce and without the request's cookies,
 * so that what is kept cannot belong to anyone; the cache decides whether it is kept.
 */
export function renderCacheRenderer(services: AppServices, build: ServerBuild, cache: RenderCache, islandFragments?: IslandFragments): RequestHandler {
  const handle = createFetchHandler(build, process.env.NODE_ENV);
  const origin = new URL(services.config.publicUrl).origin;
  return (req, res, next) => {
    if (req.method !== 'GET' || !cache.isCandidate(req.method, req.originalUrl, req.headers.cookie)) return next();
    const renderPage = async (at: CachePeriod): Promise<RenderedPage | undefined> => {
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
      // Islands of the version the page will be kept under, without reading it a second time.
      const islands = islandFragments && { current: () => islandFragments.shelfFor(at) };
      const response = await handle(request, loadContext(services, req, undefined, islands));
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

export function createRenderCache(services: AppServices, onNewVersion?: (dropped: string[]) => void): RenderCache {
  return new RenderCache({
    ...services.config.renderCache,
    // SQLite answers at once; PostgreSQL's round trips are shared by every request that arrives during one.
    readVersion: contentVersionReaderNow(services.database) ?? freshReader(contentVersionReader(services.database.db)),
    today: schoolDayClock(),
    // Alerts start and end by themselves: kept pages turn over at each of those instants (issue 17).
    readBoundaries: alertBoundariesReaderNow(services.database) ?? (() => alertBoundariesAfter(services.database.db)),
    isPersonal: hasPersonalCookie,
    neverKept,
    policyFor: (html) => contentSecurityPolicy({ scripts: inlineScriptHashes(html) }),
    onNewVersion,
  });
}

/**
 * Production entry: parse the configuration, prepare the database, serve (in this process, or in
 * WEB_CONCURRENCY workers started from the same script: server/workers.ts).
 * `clientDir` is the built browser assets folder (build/client); the caller knows where it is.
 */
export async function start({
  clientDir,
  env = process.env,
  markKeptIslands = false,
}: {
  clientDir: string;
  env?: NodeJS.ProcessEnv;
  /** The browser tests' servers only: reused islands carry `data-island-kept` (e2e/island-fragments.spec.ts). */
  markKeptIslands?: boolean;
}): Promise<void> {
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

  const startFailed = (error: unknown): never => {
    // A setting found wrong during start-up (ADMIN_PASSWORD the password rules refuse) reads like any other.
    if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
    else log.error('start-up failed', describeError(error));
    process.exit(1);
  };
  const where = { database: config.database.dialect, dataDir: config.dataDir };
  if (cluster.isPrimary && config.workers > 1) {
    // Several workers (decision 0077): this process prepares once, then only watches over them.
    const files = await prepareForWorkers(config).catch(startFailed);
    superviseWorkers({ count: config.workers, env, address: { url: `http://localhost:${config.port}`, ...where, files } });
    return;
  }
  const services = await (cluster.isWorker ? openServices(config) : prepareServices(config)).catch(startFailed);
  const build = await loadServerBuild();
  // Pages are drawn before visitors ask, at start and after a change (decision 0078); not without a cache.
  let warming: Warming | undefined;
  const cache = createRenderCache(services, (dropped) => warming?.afterChange(dropped));
  // Under the render cache's version and period: a change that drops kept pages drops kept islands.
  const islandFragments = new IslandFragments({ ...config.islandCache, current: () => cache.current(), mark: markKeptIslands });
  const app = createSiteApp({ services, clientDir });
  app.use(renderCacheRenderer(services, build, cache, islandFragments));
  app.use(reactRouterHandler(services, build, islandFragments));
  app.use(lastResortErrorHandler);
  const sweep = startLeftoverSweep(services.database.db, config, services.files);
  const retention = startRetentionSweep(services.database.db, services.files);
  const cacheReport = setInterval(() => log.info('render cache', { ...cache.stats(), islands: islandFragments.stats() }), 15 * 60_000).unref();

  // Kept pages are answered before Express sees the request: that is what makes them fast.
  const handle: http.RequestListener = (req, res) => {
    const served = cache.serve(req, res);
    if (served === true) return;
    if (served === false) return void app(req, res);
    void served.then((done) => {
      if (!done) app(req, res);
    });
  };
  const server = http.createServer(handle);
  if (cache.enabled) warming = await startWarming(handle);

  // Longer than a load balancer's idle timeout (60 s on most): Node's 5 s default closes a kept-alive
  // connection just as a proxy or client sends on it, and that request fails.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // A worker's start is told by the first process, once all listen.
    if (cluster.isPrimary) log.info('listening', { url: `http://localhost:${port}`, ...where, files: services.files.describe() });
    warming?.atStart();
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('stopping', { signal, renderCache: cache.stats(), islands: islandFragments.stats() });
    clearInterval(cacheReport);
    server.close(() => {
      void Promise.all([services.notifier.stop(), sweep.stop(), retention.stop(), warming?.stop()])
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
export { backupCommand, restoreCommand } from '~/backup/backup-command.server';
