import crypto from 'node:crypto';
import type express from 'express';
import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';
import { sessionCookieName } from '~/web/auth.server';
import { flashCookieName } from '~/web/flash.server';
import { log, describeError } from '~/lib/log.server';
import { contentSecurityPolicy, nonceSource } from './content-security-policy';
import { refuse } from './refuse';

/**
 * What every request passes before a route sees it (server/app.ts puts them in order): its script
 * policy, who it belongs to, where it comes from, which methods are answered, and the last resort for
 * an error no route answered.
 */

declare module 'express-serve-static-core' {
  interface Locals {
    nonce: string;
  }
}

/** A fresh nonce for this answer's inline scripts, and the policy that allows them (server/content-security-policy.ts). */
export function nonceAndPolicy(development: boolean): RequestHandler {
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
export const personalAnswersStayPrivate: RequestHandler = (req, res, next) => {
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
export function sameOriginWrites(publicUrl: string): RequestHandler {
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

export const onlyAnsweredMethods: RequestHandler = (req, res, next) => {
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

/** Requests the site makes of itself (server/cache-warming.ts): one line a pass says what they did. */
export const unloggedRequests = new WeakSet<object>();

export function requestLogger(enabled: boolean): RequestHandler {
  return (req, res, next) => {
    if (!enabled || req.path.startsWith('/assets/') || unloggedRequests.has(req)) return next();
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
