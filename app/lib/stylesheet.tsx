import { createContext, useContext, useState } from 'react';
import { isHydrating } from './hydration';
import { useNonce } from './nonce';

/**
 * The site's stylesheet, inline in the document's `<head>` (docs/decisions/0044-first-paint.md): the
 * first paint needs only the HTML, not a second request that shares a slow link with the scripts.
 *
 * - On the server the CSS text comes from `StylesheetContext` (entry.server.tsx, read once from the
 *   client build by stylesheet.server.ts) and is written into a `<style>` element.
 * - In the browser the context is empty, so the text is neither in the JavaScript nor in the
 *   hydration data: while hydrating, the `<style>` has an empty `dangerouslySetInnerHTML`, which React
 *   leaves as the server wrote it (as static islands do). The root's layout stays mounted through
 *   every navigation in the app, and the styles with it.
 * - If the layout is mounted again later (the root's error boundary replacing the app, or the other way
 *   round), there is no server CSS to keep: it links the built file instead, which React loads before
 *   it shows the new screen (a stylesheet with a precedence).
 * - In development Vite serves the file and reloads it on change, so the page links it.
 */
export const StylesheetContext = createContext<string>('');

export function Stylesheet({ href }: { href: string }) {
  const css = useContext(StylesheetContext);
  const nonce = useNonce();
  const [keepServerCss] = useState(() => typeof document === 'undefined' || isHydrating());
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  if (!keepServerCss) return <link rel="stylesheet" href={href} precedence="default" />;
  return <style nonce={nonce || undefined} data-stylesheet={href} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
