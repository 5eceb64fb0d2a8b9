/**
 * Illustrated head-and-shoulders portraits for the demo people (issue 18), drawn from the person's
 * name alone: the same name always gets the same picture, wherever it is shown, and different
 * names differ in skin, hair, clothes, background and details (glasses, bindi, dupatta, tie).
 * A title (Mr., Mrs., Ms., Dr.) marks an adult; without one the person is a pupil in uniform.
 */
import { nameHash } from '~/lib/name-colour';

const skins = ['#f1c27d', '#e0ac69', '#c68642', '#a86b3c', '#8d5524', '#d9a066'];
const hairs = ['#1f2937', '#111827', '#3f2a1d', '#292524'];
const grounds = [
  ['#ede9fe', '#c4b5fd'],
  ['#fef3c7', '#fcd34d'],
  ['#ffe4e6', '#fda4af'],
  ['#e0f2fe', '#7dd3fc'],
  ['#dcfce7', '#86efac'],
  ['#ffedd5', '#fdba74'],
];
const clothes = ['#be185d', '#0f766e', '#b45309', '#6d28d9', '#1d4ed8', '#15803d', '#9f1239', '#334155'];

interface Look {
  woman: boolean;
  adult: boolean;
}

function lookOf(name: string): Look {
  const title = /^(mrs|ms|miss|mr|dr|shri|smt)\.?\s/i.exec(name.trim())?.[1]?.toLowerCase();
  const first = name.replace(/^(mrs|ms|miss|mr|dr|shri|smt)\.?\s+/i, '').split(/\s+/)[0]!.toLowerCase();
  const woman = title === 'mrs' || title === 'ms' || title === 'miss' || title === 'smt' ? true : title === 'mr' || title === 'shri' ? false : /(a|i|ee)$/.test(first);
  return { woman, adult: Boolean(title) };
}

/** The portrait as an SVG document of `size` pixels square. */
export function portraitSvg(name: string, size = 800): string {
  const h = nameHash(name);
  const pick = <T>(list: readonly T[], shift: number): T => list[(h >>> shift) % list.length]!;
  const { woman, adult } = lookOf(name);
  const skin = pick(skins, 0);
  const hair = pick(hairs, 3);
  const [bgTop, bgBottom] = pick(grounds, 6)!;
  const cloth = pick(clothes, 9);
  const glasses = adult && (h >>> 12) % 3 === 0;
  const variant = (h >>> 14) % 3;

  const ground = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient></defs>
  <rect width="200" height="200" fill="url(#bg)"/><circle cx="160" cy="40" r="60" fill="#ffffff" opacity="0.25"/>`;
  const longHair = woman ? `<path d="M58 84 C52 130 56 160 64 176 H136 C144 160 148 130 142 84 Z" fill="${hair}"/>` : '';
  const bun = woman && adult && variant === 0 ? `<circle cx="100" cy="42" r="20" fill="${hair}"/>` : '';
  const shirt = adult ? cloth : '#f8fafc';
  const body = `<path d="M28 200 C30 160 58 146 100 146 C142 146 170 160 172 200 Z" fill="${shirt}"/>`;
  const neck = `<path d="M86 124 h28 v26 q -14 10 -28 0 z" fill="${skin}"/>`;
  const collar = adult
    ? woman
      ? `<path d="M82 146 q 18 22 36 0" fill="none" stroke="${skin}" stroke-width="6"/>`
      : `<path d="M80 146 l 20 22 l 20 -22" fill="#f8fafc"/><path d="M100 168 v 32" stroke="#cbd5e1" stroke-width="2"/>`
    : `<path d="M78 146 l 22 18 l 22 -18 l -6 16 h-32 z" fill="#e2e8f0"/><path d="M96 164 h8 l 4 36 h-16 z" fill="#6d28d9"/><path d="M28 200 C30 176 40 164 58 156 l 6 44 z M172 200 C170 176 160 164 142 156 l -6 44 z" fill="#6d28d9" opacity="0.9"/>`;
  const dupatta = woman && adult && variant !== 0 ? `<path d="M40 200 C46 168 70 152 96 150 L150 200 Z" fill="${pick(clothes, 17)}" opacity="0.92"/><path d="M52 176 l 78 24" stroke="#fcd34d" stroke-width="4"/>` : '';
  const head = `<ellipse cx="100" cy="88" rx="36" ry="42" fill="${skin}"/><ellipse cx="64" cy="92" rx="6" ry="10" fill="${skin}"/><ellipse cx="136" cy="92" rx="6" ry="10" fill="${skin}"/>`;
  const earrings = woman ? `<circle cx="64" cy="104" r="3.5" fill="#f59e0b"/><circle cx="136" cy="104" r="3.5" fill="#f59e0b"/>` : '';
  const topHair = woman
    ? `<path d="M62 86 C60 52 80 42 100 42 C122 42 142 54 138 88 C130 68 112 60 100 60 C86 60 70 66 62 86 Z" fill="${hair}"/><path d="M100 44 v 16" stroke="${hair === '#111827' ? '#1f2937' : '#111827'}" stroke-width="2"/>`
    : [
        `<path d="M63 82 C60 50 82 44 100 44 C124 44 140 54 137 82 C132 66 120 60 104 62 C88 64 72 64 63 82 Z" fill="${hair}"/>`,
        `<path d="M63 84 C58 54 78 44 100 44 C126 44 142 56 137 84 C126 64 96 58 80 66 C72 70 66 76 63 84 Z" fill="${hair}"/>`,
        `<path d="M64 80 C62 52 84 46 100 46 C118 46 138 52 136 80 C130 62 70 62 64 80 Z" fill="${hair}"/>`,
      ][variant]!;
  const face = `<path d="M80 80 q 7 -5 14 0 M106 80 q 7 -5 14 0" stroke="${hair}" stroke-width="3" fill="none" stroke-linecap="round"/>
  <ellipse cx="87" cy="90" rx="3.4" ry="4" fill="#1f2937"/><ellipse cx="113" cy="90" rx="3.4" ry="4" fill="#1f2937"/>
  <path d="M100 94 q -4 10 2 12" stroke="#7c2d12" stroke-width="2" fill="none" opacity="0.5" stroke-linecap="round"/>
  <path d="M88 112 q 12 10 24 0" stroke="#7c2d12" stroke-width="3" fill="none" stroke-linecap="round"/>
  <circle cx="78" cy="104" r="6" fill="#f43f5e" opacity="0.15"/><circle cx="122" cy="104" r="6" fill="#f43f5e" opacity="0.15"/>`;
  const bindi = woman && adult && variant !== 1 ? `<circle cx="100" cy="74" r="2.6" fill="#be123c"/>` : '';
  const moustache = !woman && adult && variant === 1 ? `<path d="M88 106 q 12 -7 24 0 q -12 4 -24 0 z" fill="${hair}"/>` : '';
  const specs = glasses
    ? `<g fill="#ffffff" fill-opacity="0.2" stroke="#1f2937" stroke-width="2.5"><rect x="75" y="81" width="22" height="17" rx="6"/><rect x="103" y="81" width="22" height="17" rx="6"/></g><path d="M97 88 h6" stroke="#1f2937" stroke-width="2.5"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">${ground}${bun}${longHair}${body}${dupatta}${neck}${collar}${head}${earrings}${topHair}${face}${bindi}${moustache}${specs}</svg>`;
}
