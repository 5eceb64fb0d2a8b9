import { describe, expect, it } from 'vitest';
import { pageAddress, shareCardPath } from './page-meta';
import { photoForSharing, whatsappShareHref } from './share-links';

/** The WhatsApp share link (issue 17): WhatsApp's own address, the title and the page's absolute address in its language. */
describe('share links', () => {
  const textOf = (href: string) => {
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
    return url.searchParams.get('text');
  };

  it('gives the title and the address as one text, encoded so that & # ? + and line breaks survive', () => {
    const title = 'Fees & forms: Class 1+2 #2026? 100% done\nnext';
    const href = whatsappShareHref(title, 'https://school.example.in/notices/12');
    expect(href).not.toMatch(/[\s#&]/);
    expect(href.split('?text=')[1]).toBe(encodeURIComponent(`${title} https://school.example.in/notices/12`));
    expect(textOf(href)).toBe(`${title} https://school.example.in/notices/12`);
  });

  it('names the Hindi address on a Hindi page, and keeps a query and a fragment', () => {
    const address = pageAddress('https://school.example.in', 'hi', '/careers?job=3#job-3');
    expect(address).toBe('https://school.example.in/hi/careers?job=3#job-3');
    expect(pageAddress('https://school.example.in', 'en', '/notices/12')).toBe('https://school.example.in/notices/12');
    expect(textOf(whatsappShareHref('वार्षिक उत्सव', address))).toBe('वार्षिक उत्सव https://school.example.in/hi/careers?job=3#job-3');
  });

  it('names a card by language, kind and id, never by text', () => {
    expect(shareCardPath('en')).toBe('/og/en/school.png');
    expect(shareCardPath('hi', { kind: 'notices', id: 12 })).toBe('/og/hi/notices/12.png');
  });

  it('shares a photo at its smallest stored width of 600 px or more, else its largest', () => {
    const srcSet = (widths: number[]) => widths.map((w) => `/uploads/images/k-${w}.webp ${w}w`).join(', ');
    const photo = { src: '/uploads/images/k-640.webp', srcSet: srcSet([320, 640, 960, 1280]), width: 1600, height: 1200 };
    expect(photoForSharing(photo, 'Sports day')).toEqual({ path: '/uploads/images/k-640.webp', width: 640, height: 480, alt: 'Sports day' });
    const small = { src: '/uploads/images/k-480.webp', srcSet: srcSet([320, 480]), width: 480, height: 360 };
    expect(photoForSharing(small, '')).toMatchObject({ path: '/uploads/images/k-480.webp', width: 480, height: 360 });
  });
});
