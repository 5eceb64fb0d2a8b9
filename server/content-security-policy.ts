import crypto from 'node:crypto';

/**
 * The site's Content-Security-Policy, in one place for both kinds of answer (DESIGN.md §7): a page
 * rendered for one request allows its inline scripts by that answer's nonce; a page the render cache
 * keeps and serves to many allows them by their SHA-256 hashes, never by 'unsafe-inline'.
 */
export function contentSecurityPolicy({ scripts, development = false }: { scripts: string[]; development?: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scripts],
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
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

/**
 * The hash source of every inline script in a page. A script with `src` runs under 'self'; a data
 * block (JSON-LD) is never run, but hashing it too costs nothing and keeps the rule simple.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
