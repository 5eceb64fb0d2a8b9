import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './module-preloads.server';

const shell = (head: string, body = '<body><link rel="modulepreload" href="/in-body.js"/></body>') =>
  Buffer.from(`<!DOCTYPE html><html><head>${head}</head>${body}`);

describe('lowPriorityModulePreloads (decision 0046)', () => {
  it('marks every module preload in the head low priority and leaves the rest as it was', () => {
    const head =
      '<link rel="preload" as="image" imageSrcSet="/p.webp 768w" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
      '<link rel="modulepreload" href="/assets/root.js" nonce="n"/><title>Née – हिन्दी</title>';
    const out = lowPriorityModulePreloads(shell(head)).toString();
    expect(out).toBe(
      shell(
        '<link rel="preload" as="image" imageSrcSet="/p.webp 768w" fetchPriority="high"/>' +
          '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>' +
          '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js" nonce="n"/><title>Née – हिन्दी</title>',
      ).toString(),
    );
  });

  it('returns the very same buffer when there is nothing to change or no head', () => {
    const plain = shell('<title>t</title>');
    expect(lowPriorityModulePreloads(plain)).toBe(plain);
    const noHead = Buffer.from('<script>data</script>');
    expect(lowPriorityModulePreloads(noHead)).toBe(noHead);
  });
});
