import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the response being rendered; absent in the browser, where it is not needed, and in
 * a page the render cache may keep (its policy lists the inline scripts' hashes instead).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
