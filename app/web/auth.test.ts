import { describe, expect, it } from 'vitest';
import { readCookie, safeNextPath } from './auth.server';

describe('after sign-in', () => {
  it('returns only to a path on this site', () => {
    expect(safeNextPath('/dashboard/add-notice?x=1')).toBe('/dashboard/add-notice?x=1');
    for (const other of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil', 'dashboard']) {
      expect(safeNextPath(other), JSON.stringify(other)).toBe('/dashboard');
    }
  });

  it('reads the session cookie among others', () => {
    const request = new Request('http://x/', { headers: { Cookie: 'a=1; school_session=abc-DEF_1; b=2' } });
    expect(readCookie(request, 'school_session')).toBe('abc-DEF_1');
    expect(readCookie(new Request('http://x/'), 'school_session')).toBeUndefined();
  });

  it('reads a cookie that cannot be decoded as no cookie, instead of failing the request', () => {
    for (const damaged of ['%E0%A4%A', '%', '%ZZ', '%C0%80']) {
      const request = new Request('http://x/', { headers: { Cookie: `school_session=${damaged}; school_flash=ok` } });
      expect(readCookie(request, 'school_session'), damaged).toBeUndefined();
      expect(readCookie(request, 'school_flash')).toBe('ok');
    }
  });
});
