import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { WordsProvider } from '~/i18n/words';
import { TestimonialCard } from './TestimonialCard';

/** The card's words, as the testimonials page's loader sends them. */
const render = (card: ReactNode) =>
  renderToStaticMarkup(
    <WordsProvider locale="en" words={{ testimonials: en.testimonials }}>
      {card}
    </WordsProvider>,
  );

const base = { id: 1, relation: 'Mother of Aditya, Class 2', details: 'Safe hands.', relationHi: null, detailsHi: null, createdAt: '2026-03-01T05:00:00.000Z' };

describe('testimonial card', () => {
  it('shows the initials when there is no photo, and five stars read as one rating', () => {
    const html = render(<TestimonialCard testimonial={{ ...base, name: 'Mrs. Sunita Devi', photo: null }} />);
    expect(html).toContain('data-testid="initials"');
    expect(html).toContain('>SD<');
    expect(html).not.toContain('<img');
    expect(html).toContain('Rated 5 out of 5');
    expect(html.match(/<svg/g)).toHaveLength(5);
    expect(html).toContain('Mother of Aditya, Class 2');
  });

  it('shows the photo as a lazy WebP srcset when there is one', () => {
    const photo = { src: '/uploads/images/a-640.webp', srcSet: '/uploads/images/a-320.webp 320w', width: 800, height: 600 };
    const html = render(<TestimonialCard testimonial={{ ...base, name: 'Mr. Gupta', photo }} />);
    expect(html).toMatch(/srcset="\/uploads\/images\/a-320\.webp 320w"/i);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('data-testid="initials"');
  });
});
