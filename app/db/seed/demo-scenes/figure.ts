/**
 * A simple, friendly person for the demo scenes: drawn in a 100-unit box with the feet at (0, 0),
 * then placed and scaled. Poses cover what the scenes need; colours come from `palette.ts`.
 */

export type Pose = 'stand' | 'run' | 'cheer' | 'pull' | 'reach' | 'salute' | 'dance' | 'give' | 'sing' | 'jump';
export type Hair = 'short' | 'long' | 'plaits' | 'bun';

export interface Person {
  x: number;
  y: number;
  scale: number;
  skin: string;
  hair: string;
  hairStyle: Hair;
  shirt: string;
  bottom: string;
  /** A skirt (or a saree when `saree` is set) instead of trousers. */
  skirt?: boolean;
  /** An adult in a saree: the drape over the shoulder in `bottom`'s colour. */
  saree?: boolean;
  pose?: Pose;
  /** 1 faces right, -1 faces left. */
  facing?: 1 | -1;
  /** A lab coat over the clothes. */
  coat?: boolean;
  /** Seen from behind (an audience): no face. */
  back?: boolean;
}

const shoe = '#1f2937';

function limb(points: number[][], colour: string, width: number): string {
  return `<polyline points="${points.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

const legPoses: Record<Pose, number[][][]> = {
  stand: [[[-5, -40], [-6, -2]], [[5, -40], [6, -2]]],
  run: [[[-2, -40], [-14, -22], [-24, -10]], [[2, -40], [12, -20], [10, -2]]],
  cheer: [[[-5, -40], [-8, -2]], [[5, -40], [8, -2]]],
  pull: [[[-4, -40], [-16, -18], [-22, -2]], [[4, -40], [-4, -20], [-8, -2]]],
  reach: [[[-5, -40], [-6, -2]], [[5, -40], [6, -2]]],
  salute: [[[-4, -40], [-4, -2]], [[4, -40], [4, -2]]],
  dance: [[[-4, -40], [-12, -2]], [[4, -40], [14, -24], [6, -12]]],
  give: [[[-5, -40], [-6, -2]], [[5, -40], [6, -2]]],
  sing: [[[-5, -40], [-6, -2]], [[5, -40], [6, -2]]],
  jump: [[[-2, -40], [-20, -34], [-30, -44]], [[2, -40], [16, -34], [22, -24]]],
};

const armPoses: Record<Pose, number[][][]> = {
  stand: [[[-11, -66], [-15, -44]], [[11, -66], [15, -44]]],
  run: [[[-11, -66], [-20, -54], [-16, -44]], [[11, -66], [20, -58], [28, -68]]],
  cheer: [[[-11, -66], [-22, -82], [-20, -98]], [[11, -66], [22, -82], [20, -98]]],
  pull: [[[-11, -64], [6, -56], [24, -56]], [[11, -64], [18, -54], [30, -54]]],
  reach: [[[-11, -66], [-15, -44]], [[11, -66], [24, -66], [36, -76]]],
  salute: [[[-11, -66], [-15, -44]], [[11, -66], [18, -78], [6, -90]]],
  dance: [[[-11, -66], [-26, -72], [-32, -88]], [[11, -66], [26, -60], [38, -66]]],
  give: [[[-11, -66], [-15, -44]], [[11, -66], [24, -58], [36, -60]]],
  sing: [[[-11, -66], [-4, -54], [4, -56]], [[11, -66], [6, -54], [-2, -56]]],
  jump: [[[-11, -66], [-26, -78], [-30, -92]], [[11, -66], [26, -74], [34, -86]]],
};

function hairShape(style: Hair, colour: string): { behind: string; front: string } {
  const cap = `<path d="M-14 -84 C-15 -100 -6 -104 0 -104 C8 -104 15 -99 14 -85 C10 -92 4 -94 -2 -93 C-7 -92 -11 -89 -14 -84 Z" fill="${colour}"/>`;
  if (style === 'short') return { behind: '', front: cap };
  if (style === 'bun') return { behind: `<circle cx="-12" cy="-94" r="7" fill="${colour}"/>`, front: cap };
  if (style === 'plaits') {
    return {
      behind: `<path d="M-14 -86 q -4 14 -2 26" stroke="${colour}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M14 -86 q 4 14 2 26" stroke="${colour}" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="-16" cy="-60" r="3" fill="#f43f5e"/><circle cx="16" cy="-60" r="3" fill="#f43f5e"/>`,
      front: cap,
    };
  }
  return { behind: `<path d="M-15 -88 C-17 -74 -16 -64 -12 -60 H12 C16 -64 17 -74 15 -88 Z" fill="${colour}"/>`, front: cap };
}

/** One person as an SVG group. */
export function figure(p: Person): string {
  const pose = p.pose ?? 'stand';
  const facing = p.facing ?? 1;
  const legColour = p.skirt ? p.skin : p.bottom;
  const legs = legPoses[pose].map((leg) => limb(leg, legColour, 8)).join('');
  const feet = legPoses[pose].map((leg) => {
    const [fx, fy] = leg[leg.length - 1]!;
    return `<ellipse cx="${fx + 2}" cy="${fy + 1}" rx="6" ry="3.5" fill="${shoe}"/>`;
  });
  const body = p.coat ? '#f8fafc' : p.shirt;
  const arms = armPoses[pose].map((arm) => limb(arm, body, 7)).join('');
  const hands = armPoses[pose].map((arm) => {
    const [hx, hy] = arm[arm.length - 1]!;
    return `<circle cx="${hx}" cy="${hy}" r="4" fill="${p.skin}"/>`;
  });
  const lower = p.skirt
    ? p.saree
      ? `<path d="M-13 -46 L-17 -2 H17 L13 -46 Z" fill="${p.bottom}"/>`
      : `<path d="M-12 -46 L-17 -26 H17 L12 -46 Z" fill="${p.bottom}"/>`
    : `<rect x="-12" y="-46" width="24" height="10" rx="3" fill="${p.bottom}"/>`;
  const drape = p.saree ? `<path d="M-12 -72 L10 -72 L-13 -40 Z" fill="${p.bottom}" opacity="0.9"/>` : '';
  const coatTrim = p.coat ? `<path d="M0 -72 V -40" stroke="#cbd5e1" stroke-width="2"/><path d="M-4 -72 L0 -64 L4 -72" fill="${p.shirt}"/>` : '';
  const hair = hairShape(p.hairStyle, p.hair);
  const face = p.back
    ? `<path d="M-14 -86 C-14 -100 14 -100 14 -86 C14 -78 -14 -78 -14 -86 Z" fill="${p.hair}"/>`
    : `<circle cx="-1" cy="-86" r="1.6" fill="#1f2937"/><circle cx="7" cy="-86" r="1.6" fill="#1f2937"/>
    <path d="M-1 -80 q 4 3 8 0" stroke="#7c2d12" stroke-width="1.5" fill="none" stroke-linecap="round"/>`;
  return `<g transform="translate(${p.x} ${p.y}) scale(${p.scale * facing} ${p.scale})">
    ${hair.behind}${legs}${feet.join('')}${lower}
    <rect x="-12" y="-74" width="24" height="34" rx="9" fill="${body}"/>${coatTrim}${drape}${arms}${hands.join('')}
    <rect x="-4" y="-78" width="8" height="6" fill="${p.skin}"/>
    <circle cx="0" cy="-87" r="13" fill="${p.skin}"/>${hair.front}
    ${face}
  </g>`;
}
