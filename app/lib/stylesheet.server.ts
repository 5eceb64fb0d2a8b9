import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built stylesheet's text, for the `<style>` in every page's head (app/lib/stylesheet.tsx).
 * `href` is the file's address in the client build (`/assets/app-<hash>.css`, from the `?url` import);
 * the file is looked for in a `client` folder beside one of the folders above this module's own file
 * (build/server/assets/… → build/client/assets/…). Read once, when the server build is loaded.
 */
export function readBuiltStylesheet(href: string, from = path.dirname(fileURLToPath(import.meta.url))): string {
  const relative = href.replace(/^\/+/, '');
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'client', relative);
    if (fs.existsSync(file)) return safeInStyleElement(fs.readFileSync(file, 'utf8'));
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(`The built stylesheet ${href} was not found beside the server build: run \`npm run build\`.`);
}

/** `</style` inside the text would end the element early; CSS reads `<\/style` the same way (in a string or comment, the only places it can be). */
export function safeInStyleElement(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}
