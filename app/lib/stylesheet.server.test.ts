import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuiltStylesheet, safeInStyleElement } from './stylesheet.server';

describe('the stylesheet inline in every page (decision 0044)', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A build folder as `npm run build` leaves it: the server's chunks beside the browser's files. */
  function build(css: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stylesheet-'));
    made.push(dir);
    fs.mkdirSync(path.join(dir, 'build/server/assets'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'build/client/assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'build/client/assets/app-abc123.css'), css);
    return dir;
  }

  it('reads the built file named by its address, from the server chunk two folders down', () => {
    const dir = build('body{margin:0}');
    expect(readBuiltStylesheet('/assets/app-abc123.css', path.join(dir, 'build/server/assets'))).toBe('body{margin:0}');
    expect(readBuiltStylesheet('/assets/app-abc123.css', path.join(dir, 'build/server'))).toBe('body{margin:0}');
  });

  it('refuses to start without the file, instead of serving pages without styles', () => {
    const dir = build('body{margin:0}');
    expect(() => readBuiltStylesheet('/assets/app-other.css', path.join(dir, 'build/server/assets'))).toThrow(/app-other\.css was not found/);
  });

  it('cannot end the <style> element early', () => {
    const dir = build('a::after{content:"</style><script>alert(1)</script>"}');
    const css = readBuiltStylesheet('/assets/app-abc123.css', path.join(dir, 'build/server/assets'));
    expect(css).not.toMatch(/<\/style/i);
    expect(css).toBe('a::after{content:"<\\/style><script>alert(1)</script>"}');
    expect(safeInStyleElement('x{}</STYLE>')).toBe('x{}<\\/STYLE>');
  });
});
