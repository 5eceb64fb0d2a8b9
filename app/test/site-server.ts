import type { AddressInfo } from 'node:net';
import { createSiteApp } from '../../server/app';
import type { AppServices } from '~/web/context';

/**
 * The site's Express host (headers, static files, uploaded images and PDFs) on a free port of
 * 127.0.0.1, for tests that ask it over real HTTP; `close` stops it.
 */
export async function serveSite(services: Pick<AppServices, 'config' | 'database' | 'files'>): Promise<{ base: string; close: () => void }> {
  const server = createSiteApp({ services: services as AppServices }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
