import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { facilityScenes } from '~/content/facilities';
import { FacilityIllustration } from './FacilityIllustration';

const folder = path.resolve(import.meta.dirname, '../../../public/images/facilities');

/**
 * The scenes are drawn in JSX here and served as static SVG files. This test fails when a drawing
 * changed and its file did not; `UPDATE_ILLUSTRATIONS=1 npx vitest run FacilityIllustration` rewrites them.
 */
describe('facility pictures', () => {
  it.each(facilityScenes)('public/images/facilities/%s.svg is the current drawing', (scene) => {
    const svg = `${renderToStaticMarkup(<FacilityIllustration scene={scene} alt="" />)
      .replace(' aria-hidden="true"', '')
      .replace(/ class="[^"]*"/, '')
      .replace(/ data-scene="[^"]*"/, '')
      .replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"')}\n`;
    const file = path.join(folder, `${scene}.svg`);
    if (process.env.UPDATE_ILLUSTRATIONS === '1') {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(file, svg);
    }
    expect(fs.readFileSync(file, 'utf8')).toBe(svg);
  });
});
