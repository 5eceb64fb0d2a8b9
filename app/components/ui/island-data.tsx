/**
 * The server's side of `islandData` (app/web/page-words.server.ts): what a document's static islands
 * draw. Defined beside the islands themselves (./StaticIsland.tsx), whose code every public page
 * already loads: a module of its own became a chunk of its own, one more file on every page that has
 * a static island reading data (the home page, the alert bar).
 */
export { IslandDataContext, useIslandData } from './StaticIsland';
