import type { AppContext } from '~/web/context';
import { describe, expect, it } from 'vitest';
import { flashCookie, takeFlash } from './flash.server';

const context = { config: { publicUrl: 'https://school.example.in' } } as AppContext;

function requestWith(setCookie: string): Request {
  const [pair] = setCookie.split(';');
  return new Request('https://school.example.in/dashboard', { headers: { Cookie: `other=1; ${pair}` } });
}

describe('flash messages', () => {
  it('carry one message to the next page, which clears it', () => {
    const cookie = flashCookie(context, 'Notice Created Successfully');
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax; Max-Age=60; Secure$/);
    const { flash, headers } = takeFlash(requestWith(cookie), context);
    expect(flash).toEqual({ kind: 'success', message: 'Notice Created Successfully' });
    expect(headers.get('Set-Cookie')).toMatch(/^school_flash=; .*Max-Age=0/);
  });

  it('say nothing and clear nothing when there is none', () => {
    const { flash, headers } = takeFlash(new Request('https://school.example.in/dashboard'), context);
    expect(flash).toBeNull();
    expect(headers.get('Set-Cookie')).toBeNull();
  });

  it('drop a damaged or forged cookie instead of showing it', () => {
    for (const value of ['not-json', encodeURIComponent('{"kind":"script","message":"x"}'), encodeURIComponent('{"kind":"error"}')]) {
      const { flash, headers } = takeFlash(new Request('https://x/', { headers: { Cookie: `school_flash=${value}` } }), context);
      expect(flash).toBeNull();
      expect(headers.get('Set-Cookie')).toMatch(/Max-Age=0/);
    }
  });
});
