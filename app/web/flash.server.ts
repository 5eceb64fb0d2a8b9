import type { AppContext } from '~/web/context';
import { readCookie } from './auth.server';

/**
 * A one-time message that travels with a redirect (STYLE.md: feedback after a redirect rides in a
 * flash cookie, not in `alert()`): the action that saved something sets it, the next page shows it
 * once and clears it. It holds only our own catalogue text, never what a visitor typed.
 */
export const flashCookieName = 'school_flash';

export interface FlashMessage {
  kind: 'success' | 'error';
  message: string;
}

function secureFlag(context: AppContext): string {
  return context.config.publicUrl.startsWith('https://') ? '; Secure' : '';
}

/** The Set-Cookie value that carries `message` to the next page (for a minute at most). */
export function flashCookie(context: AppContext, message: string, kind: FlashMessage['kind'] = 'success'): string {
  const value = encodeURIComponent(JSON.stringify({ kind, message }));
  return `${flashCookieName}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60${secureFlag(context)}`;
}

/** Headers for a redirect that carries a flash message. */
export function withFlash(context: AppContext, message: string, kind: FlashMessage['kind'] = 'success'): { headers: Headers } {
  return { headers: new Headers({ 'Set-Cookie': flashCookie(context, message, kind) }) };
}

/** The waiting message, if any, and the Set-Cookie header that clears it once shown. */
export function takeFlash(request: Request, context: AppContext): { flash: FlashMessage | null; headers: Headers } {
  const raw = readCookie(request, flashCookieName);
  const headers = new Headers();
  if (raw === undefined) return { flash: null, headers };
  headers.append('Set-Cookie', `${flashCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureFlag(context)}`);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'message' in parsed &&
      typeof parsed.message === 'string' &&
      'kind' in parsed &&
      (parsed.kind === 'success' || parsed.kind === 'error')
    ) {
      return { flash: { kind: parsed.kind, message: parsed.message.slice(0, 300) }, headers };
    }
  } catch {
    // A damaged cookie is simply dropped.
  }
  return { flash: null, headers };
}
