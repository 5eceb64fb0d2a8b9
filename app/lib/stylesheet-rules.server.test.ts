import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { classesRequiredBy, splitList } from './selector-classes';
import { classNamesIn, pageRulesOf, stylesheetRules, withPageRules } from './stylesheet-rules.server';

/** A stylesheet written the way Tailwind 4 builds ours: layers, escaped names, variants, nesting, at-rules. */
const css = [
  '@layer properties{@supports (not (x:y)){*,:before{--tw-x:0;--tw-unread:0}}}',
  '@layer theme,base,components,utilities;',
  '@layer theme{:root{--color-brand:#123;--color-red:red;--font:var(--page-font)}}',
  '@layer base{*{margin:0}a{color:inherit}body{font-family:var(--font)}}',
  '@layer components{.card{padding:1rem}.btn{border:0}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.p-4{padding:1rem}',
  '.md\\:grid-cols-2{@media (min-width:48rem){grid-template-columns:repeat(2,1fr)}}',
  '.\\[\\&\\>\\*\\]\\:max-w-3xl>*{max-width:48rem}',
  '.w-1\\/2{width:50%}',
  ".after\\:content-\\[\\'→\\'\\]::after{content:'→'}",
  '.group-hover\\:scale-105:is(:where(.group):hover *){scale:1.05}',
  '.hover\\:bg-red:hover{background:red}',
  '.a.b{color:red}',
  '.c,.d{color:blue}',
  ':where(.space-y-4>:not(:last-child)){margin-top:1rem}',
  '.x:not(.y){color:green}',
  '.text-brand{color:var(--color-brand)!important}',
  '.translate-x-1{--tw-x:1px;translate:var(--tw-x)}',
  '.only-sets{--tw-unread:1}',
  '@media (min-width:40rem){.sm\\:p-6{padding:1.5rem}.sm\\:flex{display:flex}}',
  '@media print{.print\\:hidden{display:none}}',
  '}',
  '.ticker-track{animation:ticker 20s linear infinite}',
  '@keyframes ticker{0%{transform:none}to{transform:translate(-100%)}}',
  '@property --tw-x{syntax:"*";inherits:false}',
  '@property --tw-unread{syntax:"*";inherits:false}',
  ':root:lang(hi){--page-font:serif}',
  '[data-menu-backdrop]{inset:0}',
  '/* a note */',
].join('');

const rules = stylesheetRules(css);
const keptFor = (...names: string[]) => pageRulesOf(stylesheetRules(css), new Set(names));

describe('the rules a page uses (decision 0084)', () => {
  it('reads the class names a selector requires, unescaped, outside brackets, parentheses and quotes', () => {
    expect(classesRequiredBy('.md\\:grid-cols-2')).toEqual(['md:grid-cols-2']);
    expect(classesRequiredBy('.\\[\\&\\>\\*\\]\\:max-w-3xl>*')).toEqual(['[&>*]:max-w-3xl']);
    expect(classesRequiredBy('.w-1\\/2')).toEqual(['w-1/2']);
    expect(classesRequiredBy('.\\31 0x')).toEqual(['10x']);
    expect(classesRequiredBy('.group-hover\\:scale-105:is(:where(.group):hover *)')).toEqual(['group-hover:scale-105']);
    expect(classesRequiredBy('.a.b > .c')).toEqual(['a', 'b', 'c']);
    expect(classesRequiredBy('.x:not(.y)')).toEqual(['x']);
    expect(classesRequiredBy('a[title=".z"]')).toEqual([]);
    expect(classesRequiredBy(':where(.space-y-4>:not(:last-child))')).toEqual([]);
    expect(classesRequiredBy('*,:before')).toEqual([]);
  });

  it('splits a list at its own commas only', () => {
    expect(splitList('.c,.d')).toEqual(['.c', '.d']);
    expect(splitList(':is(.a,.b),[x=","],.e')).toEqual([':is(.a,.b)', '[x=","]', '.e']);
    expect(splitList('theme,base, components')).toEqual(['theme', 'base', 'components']);
  });

  it('keeps the rules of the classes a page holds, and everything that names none, in their order', () => {
    const kept = keptFor('flex', 'md:grid-cols-2', 'c');
    expect(kept).toContain('.flex{display:flex}');
    expect(kept).toContain('.md\\:grid-cols-2{@media (min-width:48rem){grid-template-columns:repeat(2,1fr)}}');
    expect(kept).toContain('.c,.d{color:blue}');
    expect(kept).not.toContain('.p-4');
    expect(kept).not.toContain('.card');
    expect(kept).not.toContain('.x:not');
    for (const always of [
      '*{margin:0}',
      'body{font-family:var(--font)}',
      ':where(.space-y-4>:not(:last-child)){margin-top:1rem}',
      '@keyframes ticker{',
      '[data-menu-backdrop]{inset:0}',
    ]) {
      expect(kept).toContain(always);
    }
    // The order of the whole file.
    expect(kept.indexOf('.flex{')).toBeLessThan(kept.indexOf('.md\\:grid-cols-2{'));
    expect(kept.indexOf('@layer theme{')).toBeLessThan(kept.indexOf('@layer utilities{'));
  });

  it('needs every class of a selector, and one selector of a list', () => {
    expect(keptFor('a')).not.toContain('.a.b{');
    expect(keptFor('a', 'b')).toContain('.a.b{color:red}');
    expect(keptFor('d')).toContain('.c,.d{');
    expect(keptFor('group-hover:scale-105')).toContain('.group-hover\\:scale-105:is(');
    expect(keptFor('[&>*]:max-w-3xl', 'w-1/2')).toContain('.w-1\\/2{width:50%}');
    expect(keptFor('x')).toContain('.x:not(.y){color:green}');
  });

  it('leaves out an at-rule none of whose rules the page uses, and keeps it with those it does', () => {
    expect(keptFor('flex')).not.toContain('@media (min-width:40rem)');
    expect(keptFor('flex')).not.toContain('@layer components');
    expect(keptFor('sm:flex')).toContain('@media (min-width:40rem){.sm\\:flex{display:flex}}');
    expect(keptFor('print:hidden')).toContain('@media print{.print\\:hidden{display:none}}');
  });

  it('declares the layers in the whole file’s order first, so that the file arriving later cannot reorder them', () => {
    const kept = keptFor('flex');
    expect(kept.startsWith('@layer properties,theme,base,components,utilities;')).toBe(true);
  });

  it('writes CSS that reads back as the same rules, and drops nothing of a page that uses every class', () => {
    const every = new Set(['card', 'btn', 'flex', 'p-4', 'md:grid-cols-2', '[&>*]:max-w-3xl', 'w-1/2', 'group-hover:scale-105', 'hover:bg-red', 'a', 'b', 'c', 'x', 'sm:p-6', 'sm:flex', 'print:hidden', 'ticker-track', "after:content-['→']", 'text-brand', 'translate-x-1', 'only-sets']);
    // A page that reads every custom property too (`--tw-unread` is only ever set).
    const kept = pageRulesOf(stylesheetRules(css), every, ['--tw-unread']);
    const ruleCount = (text: string) => {
      let count = 0;
      postcss.parse(text).walkRules(() => void (count += 1));
      return count;
    };
    expect(ruleCount(kept)).toBe(ruleCount(css));
  });

  it('keeps the custom properties the kept rules read, and those their definitions read in turn, and no other', () => {
    const plain = keptFor('flex');
    // The base rule reads --font, whose definition reads --page-font.
    expect(plain).toContain(':root{--font:var(--page-font)}');
    expect(plain).toContain(':root:lang(hi){--page-font:serif}');
    expect(plain).not.toContain('--color-brand');
    expect(plain).not.toContain('--color-red');
    expect(plain).not.toContain('--tw-x');
    expect(plain).not.toContain('--tw-unread');
    // The fallback for browsers without @property goes with the properties: all of it, here.
    expect(plain).not.toContain('@layer properties{');

    const branded = keptFor('text-brand', 'translate-x-1');
    expect(branded).toContain(':root{--color-brand:#123;--font:var(--page-font)}');
    expect(branded).toContain('.text-brand{color:var(--color-brand)!important}');
    expect(branded).toContain('.translate-x-1{--tw-x:1px;translate:var(--tw-x)}');
    expect(branded).toContain('@property --tw-x{syntax:"*";inherits:false}');
    expect(branded).toContain('@layer properties{@supports (not (x:y)){*,:before{--tw-x:0}}}');
    expect(branded).not.toContain('--tw-unread');
    expect(branded).not.toContain('--color-red');

    // A rule that only sets a property nothing reads is left out whole.
    expect(keptFor('only-sets')).not.toContain('.only-sets');
    // What the page's markup reads is kept, with what it reads in turn.
    const read = pageRulesOf(stylesheetRules(css), new Set(['only-sets']), ['--tw-unread', '--color-red']);
    expect(read).toContain('.only-sets{--tw-unread:1}');
    expect(read).toContain('@property --tw-unread{');
    expect(read).toContain('--color-red:red');
  });

  it('cannot end its <style> element early', () => {
    const kept = pageRulesOf(stylesheetRules('.a::after{content:"</style><script>"}'), new Set(['a']));
    expect(kept).toContain('/style><script>"');
    expect(kept).not.toMatch(/<\/style/i);
  });

  it('remembers the choice for a page’s class attributes, shares it between pages with the same classes, and forgets when it has many', () => {
    const fresh = stylesheetRules(css);
    const shellWith = (classes: string) => Buffer.from(`<html><head><style data-stylesheet="/a.css">${css}</style></head><body class="${classes}"></body></html>`);
    const first = withPageRules(shellWith('flex c'), fresh).toString();
    expect(withPageRules(shellWith('flex c'), fresh).toString()).toBe(first);
    expect([fresh.byPage.size, fresh.bySet.size]).toEqual([1, 1]);
    // Other attributes, the same classes: one more page, the same set and rules.
    expect(withPageRules(shellWith('c flex c'), fresh).toString().replace('c flex c', 'flex c')).toBe(first);
    expect([fresh.byPage.size, fresh.bySet.size]).toEqual([2, 1]);
    // The same classes, and a `style` attribute that reads a property: a set of its own.
    const styled = withPageRules(Buffer.from(shellWith('flex c').toString().replace('<body ', '<body style="color:var(--color-red)" ')), fresh).toString();
    expect(styled).toContain('--color-red:red');
    expect(first).not.toContain('--color-red');
    expect([fresh.byPage.size, fresh.bySet.size]).toEqual([3, 2]);
    for (let i = 0; i < 2100; i += 1) withPageRules(shellWith(`flex n${i % 150}`), fresh);
    expect(fresh.byPage.size).toBeLessThanOrEqual(2000);
    expect(fresh.bySet.size).toBeLessThanOrEqual(100);
  });

  it('reads a page’s class names as React writes them', () => {
    const html = '<body class="min-h-screen  font-sans"><div class="[&amp;&gt;*]:max-w-3xl md:grid-cols-2"></div><p class="">x class=&quot;no&quot;</p><svg class="w-1/2"></svg></body>';
    expect([...classNamesIn(html)].sort()).toEqual(['[&>*]:max-w-3xl', 'font-sans', 'md:grid-cols-2', 'min-h-screen', 'w-1/2']);
  });

  it('cuts a shell’s inline stylesheet to the rules its HTML uses, and marks it a part', () => {
    const shell = Buffer.from(
      `<!DOCTYPE html><html lang="hi-IN"><head><meta charSet="utf-8"/><style nonce="n1" data-stylesheet="/assets/app-1.css">${css}</style><title>सूचना</title></head>` +
        '<body class="flex"><main class="md:grid-cols-2 after:content-[&#x27;→&#x27;]">नमस्ते</main></body></html>',
    );
    const out = withPageRules(shell, rules).toString();
    const style = /<style nonce="n1" data-stylesheet="\/assets\/app-1.css" data-part="">([\s\S]*?)<\/style>/.exec(out);
    expect(style).not.toBeNull();
    expect(style![1]).toBe(pageRulesOf(rules, new Set(['flex', 'md:grid-cols-2', "after:content-['→']"])));
    expect(style![1]).toContain("content:'→'");
    expect(out.replace(style![1]!, '')).toBe(shell.toString().replace(css, '').replace('data-stylesheet="/assets/app-1.css">', 'data-stylesheet="/assets/app-1.css" data-part="">'));
  });

  it('leaves a shell without the inline stylesheet as it is', () => {
    const shell = Buffer.from('<html><head><style>.a{}</style></head><body class="a"></body></html>');
    expect(withPageRules(shell, rules)).toBe(shell);
  });
});
