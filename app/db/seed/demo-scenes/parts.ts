import { figure, type Hair, type Person, type Pose } from './figure';

/**
 * Shared pieces of the demo scenes: one flat style in the site's colours (violet brand, amber
 * accent), a 1280 × 853 canvas (3:2), soft skies, and children in the school uniform.
 */

export const W = 1280;
export const H = 853;

export const colours = {
  brand: '#6d28d9',
  brandLight: '#a78bfa',
  brandPale: '#ede9fe',
  accent: '#f59e0b',
  accentLight: '#fcd34d',
  rose: '#e11d48',
  grass: '#65a30d',
  grassDark: '#3f6212',
  grassLight: '#a3e635',
  leaf: '#15803d',
  trunk: '#78350f',
  wall: '#fef3c7',
  wood: '#92400e',
  navy: '#1e3a8a',
  white: '#f8fafc',
  ink: '#1f2937',
};

const skins = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#a86b3c', '#d9a066'];
const hairColours = ['#1f2937', '#111827', '#3f2a1d', '#27272a'];
const hairStyles: Hair[] = ['short', 'plaits', 'long', 'short', 'bun', 'plaits', 'short'];

/** The uniform: a white shirt with violet skirt or trousers. */
export const uniform = { shirt: '#f8fafc', bottom: '#5b21b6' };
/** The four houses' sports colours. */
export const houses = ['#dc2626', '#2563eb', '#16a34a', '#eab308'];

/** A child in uniform (or in `shirt`), varied by `n` in skin tone, hair and skirt or trousers. */
export function child(n: number, x: number, y: number, scale: number, pose: Pose = 'stand', extra: Partial<Person> = {}): string {
  const hairStyle = hairStyles[n % hairStyles.length]!;
  const girl = hairStyle !== 'short';
  return figure({
    x,
    y,
    scale,
    skin: skins[(n * 5 + 1) % skins.length]!,
    hair: hairColours[n % hairColours.length]!,
    hairStyle,
    shirt: uniform.shirt,
    bottom: uniform.bottom,
    skirt: girl,
    pose,
    ...extra,
  });
}

/** A teacher: women in a saree, men in a shirt and trousers. */
export function teacher(n: number, x: number, y: number, scale: number, pose: Pose = 'stand', extra: Partial<Person> = {}): string {
  const woman = n % 2 === 0;
  const sarees = ['#be185d', '#0f766e', '#b45309', '#7c3aed'];
  return figure({
    x,
    y,
    scale,
    skin: skins[(n * 3 + 2) % skins.length]!,
    hair: hairColours[n % hairColours.length]!,
    hairStyle: woman ? 'bun' : 'short',
    shirt: woman ? '#fde68a' : ['#bfdbfe', '#e0e7ff', '#fef9c3'][n % 3]!,
    bottom: woman ? sarees[n % sarees.length]! : '#334155',
    skirt: woman,
    saree: woman,
    pose,
    ...extra,
  });
}

/** A sky from `top` to `bottom`, with a soft sun. */
export function sky(top: string, bottom: string, sun?: { x: number; y: number; r: number }): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>${
    sun ? `<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r * 1.6}" fill="#fff7ed" opacity="0.35"/><circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="#fffbeb"/>` : ''
  }`;
}

export function cloud(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="#ffffff" opacity="0.9"><ellipse cx="0" cy="0" rx="60" ry="22"/><ellipse cx="-30" cy="-10" rx="30" ry="22"/><ellipse cx="18" cy="-18" rx="34" ry="28"/></g>`;
}

/** A rounded tree (neem or mango), `s` = 1 is about 200 px tall. */
export function tree(x: number, y: number, s: number, leaf = colours.leaf): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-9" y="-90" width="18" height="90" rx="6" fill="${colours.trunk}"/>
  <circle cx="0" cy="-130" r="62" fill="${leaf}"/><circle cx="-44" cy="-104" r="40" fill="${leaf}"/><circle cx="46" cy="-106" r="42" fill="${leaf}"/>
  <circle cx="-18" cy="-150" r="30" fill="#ffffff" opacity="0.08"/></g>`;
}

/** Rolling ground from height `y` down, in `fill`. */
export function hill(y: number, fill: string, rise = 40): string {
  return `<path d="M0 ${y} Q ${W * 0.25} ${y - rise} ${W * 0.5} ${y} T ${W} ${y - rise / 2} V ${H} H 0 Z" fill="${fill}"/>`;
}

/** The school building: a two-storey block with arches and a violet roof band. */
export function school(x: number, y: number, w: number, h: number): string {
  const floors = 2;
  const bays = Math.max(3, Math.round(w / 90));
  const bay = w / bays;
  const windows = Array.from({ length: floors * bays }, (_, i) => {
    const col = i % bays;
    const row = Math.floor(i / bays);
    const wx = x + col * bay + bay * 0.22;
    const wy = y + h * 0.2 + row * h * 0.4;
    return `<path d="M${wx} ${wy + h * 0.26} v ${-h * 0.18} a ${bay * 0.28} ${bay * 0.28} 0 0 1 ${bay * 0.56} 0 v ${h * 0.18} z" fill="#bae6fd" stroke="${colours.brand}" stroke-width="3"/>`;
  }).join('');
  return `<g><rect x="${x - 10}" y="${y - 26}" width="${w + 20}" height="30" rx="6" fill="${colours.brand}"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff7ed"/><rect x="${x}" y="${y + h * 0.48}" width="${w}" height="8" fill="${colours.accentLight}"/>${windows}
  <rect x="${x + w / 2 - 34}" y="${y - 70}" width="68" height="52" fill="#fff7ed"/><path d="M${x + w / 2 - 44} ${y - 68} L${x + w / 2} ${y - 104} L${x + w / 2 + 44} ${y - 68} Z" fill="${colours.brand}"/>
  <circle cx="${x + w / 2}" cy="${y - 46}" r="16" fill="#ffffff" stroke="${colours.accent}" stroke-width="5"/>
  <rect x="${x}" y="${y + h - 6}" width="${w}" height="6" fill="#e7c9a0"/></g>`;
}

/** A string of triangular bunting flags from (x1, y1) to (x2, y2), sagging in the middle. */
export function bunting(x1: number, y1: number, x2: number, y2: number, sag = 40, palette = [colours.rose, colours.accent, colours.brand, '#16a34a', '#0ea5e9']): string {
  const n = Math.round((x2 - x1) / 46);
  const flags = Array.from({ length: n }, (_, i) => {
    const t = (i + 0.5) / n;
    const fx = x1 + (x2 - x1) * t;
    const fy = y1 + (y2 - y1) * t + sag * 4 * t * (1 - t);
    return `<path d="M${fx - 16} ${fy} L${fx + 16} ${fy} L${fx} ${fy + 34} Z" fill="${palette[i % palette.length]}"/>`;
  }).join('');
  return `<path d="M${x1} ${y1} Q ${(x1 + x2) / 2} ${(y1 + y2) / 2 + sag * 2} ${x2} ${y2}" stroke="#57534e" stroke-width="3" fill="none"/>${flags}`;
}

/** A marigold garland hanging in loops along the top edge. */
export function garland(x1: number, x2: number, y: number, loops: number): string {
  const step = (x2 - x1) / loops;
  return Array.from({ length: loops }, (_, i) => {
    const a = x1 + i * step;
    return Array.from({ length: 9 }, (_, k) => {
      const t = k / 8;
      return `<circle cx="${a + step * t}" cy="${y + Math.sin(Math.PI * t) * 36}" r="10" fill="${k % 2 ? '#f97316' : '#facc15'}"/>`;
    }).join('');
  }).join('');
}

/** Stage curtains on both sides with a scalloped valance. */
export function curtains(colour: string, shade: string): string {
  const valance = Array.from({ length: 14 }, (_, i) => `<circle cx="${i * 96 + 48}" cy="70" r="48" fill="${colour}"/>`).join('');
  const side = (x: number, dir: 1 | -1) =>
    `<path d="M${x} 0 H${x + dir * 230} Q ${x + dir * 170} 400 ${x + dir * 120} ${H} H${x} Z" fill="${colour}"/>
    <path d="M${x + dir * 60} 0 Q ${x + dir * 70} 400 ${x + dir * 40} ${H}" stroke="${shade}" stroke-width="14" fill="none"/>
    <path d="M${x + dir * 140} 0 Q ${x + dir * 130} 400 ${x + dir * 90} ${H}" stroke="${shade}" stroke-width="10" fill="none"/>`;
  return `${side(0, 1)}${side(W, -1)}<rect width="${W}" height="70" fill="${colour}"/>${valance}<rect y="0" width="${W}" height="16" fill="${colours.accent}"/>`;
}

/** Wraps a scene's layers into the SVG document. */
export function canvas(layers: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${layers}</svg>`;
}
