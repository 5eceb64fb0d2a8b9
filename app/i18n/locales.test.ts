import { describe, expect, it } from 'vitest';
import { isLocalizedPath, localeOfPath, localePath, withoutLocale } from './locales';

describe('addresses in a language', () => {
  it('reads the language from the first segment, the data of a navigation included', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/contact')).toBe('en');
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/contact')).toBe('hi');
    expect(localeOfPath('/hi.data')).toBe('hi');
    expect(localeOfPath('/hi/notices/4.data')).toBe('hi');
    expect(localeOfPath('/hindi')).toBe('en');
    expect(localeOfPath('/HI/contact')).toBe('hi');
    expect(localeOfPath('/_root.data')).toBe('en');
  });

  it('puts a public page in a language, keeping its query and anchor', () => {
    expect(localePath('hi', '/')).toBe('/hi');
    expect(localePath('hi', '/contact')).toBe('/hi/contact');
    expect(localePath('hi', '/enquiry#enquiry-form')).toBe('/hi/enquiry#enquiry-form');
    expect(localePath('hi', '/?page=2')).toBe('/hi?page=2');
    expect(localePath('hi', '/#about')).toBe('/hi#about');
    expect(localePath('hi', '/mission&vision')).toBe('/hi/mission&vision');
    expect(localePath('en', '/contact')).toBe('/contact');
    // An address already in a language moves to the one asked for.
    expect(localePath('en', '/hi/contact?x=1')).toBe('/contact?x=1');
    expect(localePath('en', '/hi')).toBe('/');
    expect(localePath('hi', '/hi/contact')).toBe('/hi/contact');
  });

  it('leaves alone what has one address for every language', () => {
    for (const shared of ['/dashboard', '/dashboard/inbox', '/api/notices', '/uploads/images/a.webp', '/assets/x.js', '/logout', '/sitemap.xml', '/favicon.svg', '/notice/3/update']) {
      expect(isLocalizedPath(shared)).toBe(false);
      expect(localePath('hi', shared)).toBe(shared);
    }
    for (const elsewhere of ['https://example.com/contact', '//example.com/x', 'mailto:office@school.in', 'tel:+911234', '#top', 'contact']) {
      expect(localePath('hi', elsewhere)).toBe(elsewhere);
    }
  });

  it('takes the language off an address', () => {
    expect(withoutLocale('/hi')).toBe('/');
    expect(withoutLocale('/hi?x=1')).toBe('/?x=1');
    expect(withoutLocale('/hi/contact')).toBe('/contact');
    expect(withoutLocale('/contact')).toBe('/contact');
    expect(withoutLocale('/HI/contact')).toBe('/contact');
  });
});
