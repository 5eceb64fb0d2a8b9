import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { leaderProfiles, type LeaderProfile } from '~/content/leadership';
import { en } from '~/i18n/en';
import { WordsProvider } from '~/i18n/words';
import { LeadershipProfile } from './LeadershipProfile';
import { rankBadge } from './TopperCard';

const base: LeaderProfile = {
  id: 'director',
  name: 'Mr. Test Leader',
  position: 'Director',
  image: { src: '/images/leadership/director.svg', width: 480, height: 480 },
};
const render = (profile: LeaderProfile) =>
  renderToStaticMarkup(
    <WordsProvider locale="en" words={{ leadership: en.leadership }}>
      <LeadershipProfile profile={profile} />
    </WordsProvider>,
  );
const leaders = leaderProfiles(en.leadership.leaders);

describe('leadership profile fallbacks (SPEC.md §2.5)', () => {
  it('links the e-mail and phone and quotes the words when all are present', () => {
    const html = render({ ...base, email: 'head@school.example', phone: '+91 98765 43210', words: 'Welcome, parents.' });
    expect(html).toContain('href="mailto:head@school.example"');
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('<blockquote');
    expect(html).toContain('Welcome, parents.');
    expect(html).not.toContain('Email N/A');
    expect(html).not.toContain('Biography will be updated soon.');
  });

  it('says Email N/A without an address, shows no phone link without a number, and promises a biography without words', () => {
    for (const missing of [{}, { email: '', phone: '', words: '' }, { email: '  ', phone: ' ', words: '\n' }]) {
      const html = render({ ...base, ...missing });
      expect(html).toContain('Email N/A');
      expect(html).not.toContain('mailto:');
      expect(html).not.toContain('tel:');
      expect(html).toContain('Biography will be updated soon.');
      expect(html).not.toContain('<blockquote');
    }
  });

  it('keeps each fallback independent of the others', () => {
    const phoneOnly = render({ ...base, phone: '0612 234 5678' });
    expect(phoneOnly).toContain('href="tel:06122345678"');
    expect(phoneOnly).toContain('Email N/A');
    const emailOnly = render({ ...base, email: 'a@b.example', words: 'Hello' });
    expect(emailOnly).toContain('mailto:a@b.example');
    expect(emailOnly).not.toContain('tel:');
  });

  it('the shipped content has the two profiles of the spec, each with a portrait in public/', async () => {
    expect(leaders.map((l) => l.position)).toEqual(['Director', 'Principal']);
    const fs = await import('node:fs');
    for (const leader of leaders) expect(fs.existsSync(`public${leader.image.src}`), leader.image.src).toBe(true);
  });
});

describe('people helpers', () => {
  it('badges only the top three ranks', () => {
    expect([1, 2, 3, 4, 0].map((rank) => rankBadge(rank, en.toppers.badges))).toEqual(['1st', '2nd', '3rd', undefined, undefined]);
  });
});
