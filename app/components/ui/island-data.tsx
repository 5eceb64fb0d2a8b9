import { createContext, useContext } from 'react';

/**
 * The server's side of `islandData` (app/web/page-words.server.ts): what a document's static islands
 * draw, given by the server's render only (app/entry.server.tsx). In the browser it is empty, and an
 * island drawn from its code after a navigation uses what the navigation's data sent.
 */
export const IslandDataContext = createContext<ReadonlyMap<string, unknown> | undefined>(undefined);

/** What a loader gave a static island through `islandData`: sent with a navigation, or kept for the server's render. */
export function useIslandData<T>(key: string, sent: T | undefined): T | undefined {
  const kept = useContext(IslandDataContext)?.get(key) as T | undefined;
  return sent ?? kept;
}
