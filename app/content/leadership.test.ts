import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portraitSvg } from '~/db/seed/demo-portraits';
import { en } from '~/i18n/en';
import { leaders } from './leadership';

/**
 * Until the school sends photos, each leader's portrait is the one drawn from their English name,
 * the same drawing the demo faculty list shows for the same person (decision 0065).
 * `UPDATE_ILLUSTRATIONS=1 npx vitest run app/content/leadership` rewrites the files.
 */
describe('leadership portraits', () => {
  it.each(leaders.map((leader) => [leader.image.src, leader] as const))('public%s is the portrait drawn from the leader’s name', (_, leader) => {
    const file = path.resolve(import.meta.dirname, '../../public', `.${leader.image.src}`);
    const svg = `${portraitSvg(en.leadership.leaders[leader.id].name, leader.image.width)}\n`;
    if (process.env.UPDATE_ILLUSTRATIONS === '1') fs.writeFileSync(file, svg);
    expect(fs.readFileSync(file, 'utf8')).toBe(svg);
  });
});
