import crypto from 'node:crypto';
import sharp from 'sharp';

/**
 * The picture a shared link shows when its item has no photo (docs/decisions/0062-share-and-open-graph.md):
 * a 1200×630 PNG drawn from an SVG by sharp, whose text goes through fontconfig (the Noto fonts, Latin
 * and Devanagari, which CI installs too). Knows nothing of the domain: the caller gives the words.
 */

export interface ShareCardText {
  /** The school's name, on every card. */
  school: string;
  /** Under the name on the school's own card (its tagline); empty for none. */
  tagline: string;
  /** An item's card: its kind ("Notice") and its title. */
  item?: { kind: string; title: string };
  /** The text's language, for the SVG's `xml:lang` (which shaping rules apply). */
  lang: string;
  /** This site's host name, at the foot of the card. */
  site: string;
}

const width = 1200;
const height = 630;

/**
 * Text for the SVG: markup escaped, and the control characters XML cannot hold taken out (a title
 * pasted from a word processor may carry a vertical tab; left in, the whole card fails to draw).
 */
const escapeXml = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex -- these are exactly the characters to remove
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const segments = (text: string) => [...graphemes.segment(text)].map((part) => part.segment);

/**
 * How wide a text draws, in ems, estimated per grapheme (a Devanagari syllable with its marks counts
 * once): there is no measuring in SVG, so the estimates err wide, since a line drawn past the card's
 * edge is worse than one broken early.
 */
export function emsOf(text: string): number {
  let ems = 0;
  for (const grapheme of segments(text)) {
    if (/[\u0900-\u097f]/.test(grapheme)) ems += 0.84;
    else if (grapheme === ' ') ems += 0.3;
    else if (/[A-Z0-9MW@%&]/.test(grapheme) || /[mw]/.test(grapheme)) ems += 0.74;
    else ems += 0.58;
  }
  return ems;
}

/**
 * Breaks a text into at most `maxLines` lines of at most `maxEms` each, at spaces; what does not fit
 * ends with an ellipsis.
 */
export function wrapText(text: string, maxEms: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (emsOf(candidate) <= maxEms) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A word longer than a line (a run without spaces) is cut between graphemes.
    line = '';
    for (const part of segments(word)) {
      if (line && emsOf(line + part) > maxEms) {
        lines.push(line);
        line = '';
      }
      line += part;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = segments(kept[maxLines - 1] ?? '');
  while (last.length > 0 && emsOf(`${last.join('')}…`) > maxEms) last.pop();
  kept[maxLines - 1] = `${last.join('').trimEnd()}…`;
  return kept;
}

const serif = "'Noto Serif', 'Noto Serif Devanagari', serif";
const sans = "'Noto Sans', 'Noto Sans Devanagari', sans-serif";

function textLines(lines: string[], { x, y, size, lineHeight, family, weight, fill }: { x: number; y: number; size: number; lineHeight: number; family: string; weight: number; fill: string }): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * lineHeight}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** The card as SVG: the brand's violet, an amber rule, the school's name, and the item's kind and title when there is one. */
export function shareCardSvg(card: ShareCardText): string {
  const left = 88;
  const textWidth = width - left * 2;
  const parts: string[] = [];
  if (card.item) {
    const school = wrapText(card.school, textWidth / 40, 1);
    parts.push(textLines(school, { x: left, y: 128, size: 40, lineHeight: 48, family: serif, weight: 700, fill: '#ede9fe' }));
    const kind = wrapText(card.item.kind, 20, 1)[0] ?? '';
    const chipWidth = Math.round(emsOf(kind) * 28 + 44);
    parts.push(`<rect x="${left}" y="176" width="${chipWidth}" height="52" rx="26" fill="#fbbf24"/>`);
    parts.push(textLines([kind], { x: left + 24, y: 212, size: 28, lineHeight: 0, family: sans, weight: 700, fill: '#451a03' }));
    const title = wrapText(card.item.title, textWidth / 60, 3);
    parts.push(textLines(title, { x: left, y: 320, size: 60, lineHeight: 76, family: serif, weight: 700, fill: '#ffffff' }));
  } else {
    const school = wrapText(card.school, textWidth / 76, 2);
    const tagline = card.tagline ? wrapText(card.tagline, textWidth / 34, 2) : [];
    // The name and tagline as one block, centred between the top and the amber rule.
    const block = school.length * 92 + (tagline.length > 0 ? 24 + tagline.length * 46 : 0);
    const top = Math.round((500 - block) / 2) + 105;
    parts.push(textLines(school, { x: left, y: top, size: 76, lineHeight: 92, family: serif, weight: 700, fill: '#ffffff' }));
    parts.push(textLines(tagline, { x: left, y: top + (school.length - 1) * 92 + 70, size: 34, lineHeight: 46, family: sans, weight: 400, fill: '#ede9fe' }));
  }
  const site = wrapText(card.site, textWidth / 28, 1);
  parts.push(textLines(site, { x: left, y: 560, size: 28, lineHeight: 0, family: sans, weight: 400, fill: '#c4b5fd' }));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xml:lang="${escapeXml(card.lang)}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4c1d95"/><stop offset="1" stop-color="#6d28d9"/></linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="1090" cy="90" r="220" fill="#7c3aed" opacity="0.35"/>`,
    `<rect x="0" y="0" width="24" height="${height}" fill="#fbbf24"/>`,
    `<rect x="${left}" y="520" width="120" height="6" rx="3" fill="#fbbf24"/>`,
    ...parts,
    '</svg>',
  ].join('');
}

export interface ShareCardImage {
  png: Buffer;
  /** Names the card's words (and so its bytes): a strong validator for If-None-Match. */
  etag: string;
}

/**
 * Drawn cards, by their SVG's hash: a card's words change only when content does, so a changed notice
 * or school name draws a new card and the old one ages out. Bounded; the oldest drawn goes first.
 */
const drawn = new Map<string, Promise<ShareCardImage>>();
const keepAtMost = 64;

export function shareCardPng(card: ShareCardText): Promise<ShareCardImage> {
  const svg = shareCardSvg(card);
  const hash = crypto.createHash('sha256').update(svg).digest('base64url').slice(0, 27);
  const known = drawn.get(hash);
  if (known) return known;
  const drawing = sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
    .then((png) => ({ png, etag: `"${hash}"` }));
  drawn.set(hash, drawing);
  // A failed drawing is not kept: the next request tries again.
  drawing.catch(() => drawn.delete(hash));
  while (drawn.size > keepAtMost) drawn.delete(drawn.keys().next().value as string);
  return drawing;
}
