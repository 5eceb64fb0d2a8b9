import { createContext, useContext } from 'react';

/** The CSP nonce of the response being rendered; empty in the browser, where it is not needed. */
export const NonceContext = createContext<string>('');

export function useNonce(): string {
  return useContext(NonceContext);
}
