import { bunting, canvas, child, cloud, colours, H, hill, houses, school, sky, teacher, tree, W } from './parts';

/** The school ground's running track: curved lanes in red earth with white lines. */
function track(top: number): string {
  const lanes = Array.from({ length: 5 }, (_, i) => {
    const y = top + 40 + i * 70 + i * i * 6;
    return `<path d="M-20 ${y} Q ${W / 2} ${y - 50} ${W + 20} ${y}" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.85"/>`;
  }).join('');
  return `<path d="M-20 ${top + 20} Q ${W / 2} ${top - 40} ${W + 20} ${top + 20} V ${H} H -20 Z" fill="#c2410c"/>${lanes}`;
}

/** A shamiana (festival tent) with spectators under it. */
function tent(x: number, y: number, w: number, stripe: string): string {
  const stripes = Array.from({ length: Math.round(w / 40) }, (_, i) => `<rect x="${x + i * 40}" y="${y}" width="20" height="46" fill="${stripe}"/>`).join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="46" fill="#ffffff"/>${stripes}
  <path d="M${x} ${y + 46} ${Array.from({ length: Math.round(w / 40) }, () => 'q 20 22 40 0').join(' ')}" fill="${stripe}"/>
  <rect x="${x + 6}" y="${y + 46}" width="8" height="120" fill="#a8a29e"/><rect x="${x + w - 14}" y="${y + 46}" width="8" height="120" fill="#a8a29e"/>`;
}

/** Sports Day: a relay on the track, children in house colours, spectators under the shamiana. */
export function sportsDay(): string {
  const crowd = Array.from({ length: 11 }, (_, i) => child(i + 3, 120 + i * 46, 452, 0.62, i % 3 ? 'cheer' : 'stand')).join('');
  const runners = [
    child(1, 300, 720, 2.0, 'run', { shirt: houses[0], bottom: '#1f2937', skirt: false }),
    child(2, 560, 660, 1.7, 'run', { shirt: houses[1], bottom: '#1f2937', skirt: false }),
    child(4, 820, 610, 1.45, 'run', { shirt: houses[2], bottom: '#1f2937', skirt: false }),
    child(6, 1040, 575, 1.25, 'run', { shirt: houses[3], bottom: '#1f2937', skirt: false }),
  ].join('');
  return canvas(`${sky('#bae6fd', '#e0f2fe', { x: 1080, y: 120, r: 56 })}${cloud(260, 120, 1.2)}${cloud(760, 90, 0.9)}
  ${school(760, 300, 440, 150)}${tree(80, 470, 0.9)}${tree(1220, 470, 0.8, '#166534')}
  ${hill(470, colours.grass, 20)}${tent(90, 300, 520, colours.rose)}${crowd}
  ${track(520)}<rect x="1180" y="520" width="10" height="333" fill="#f8fafc"/>
  ${runners}${bunting(-10, 40, 1290, 60, 50)}`);
}

/** Tug of war: two teams leaning back on one rope, a teacher with the whistle between them. */
export function tugOfWar(): string {
  const left = Array.from({ length: 4 }, (_, i) => child(i + 1, 130 + i * 120, 690 - i * 8, 1.5 - i * 0.08, 'pull', { facing: -1, shirt: houses[1] })).join('');
  const right = Array.from({ length: 4 }, (_, i) => child(i + 5, 1150 - i * 120, 690 - i * 8, 1.5 - i * 0.08, 'pull', { facing: 1, shirt: houses[0] })).join('');
  const cheering = Array.from({ length: 14 }, (_, i) => child(i + 2, 70 + i * 88, 500, 0.7, i % 2 ? 'cheer' : 'stand')).join('');
  return canvas(`${sky('#fde68a', '#fef9c3', { x: 200, y: 130, r: 60 })}${cloud(900, 110, 1)}
  ${tree(1130, 430, 1.1)}${tree(980, 420, 0.8, '#166534')}${school(240, 250, 560, 170)}
  ${hill(440, colours.grass, 16)}${cheering}
  <path d="M0 560 H${W} V${H} H0 Z" fill="#84cc16"/><path d="M0 560 H${W}" stroke="#ffffff" stroke-width="6" opacity="0.6"/>
  <path d="M60 612 Q 640 640 1220 612" stroke="#a16207" stroke-width="12" fill="none" stroke-linecap="round"/>
  <rect x="630" y="606" width="20" height="40" fill="${colours.rose}"/>
  ${left}${right}${teacher(1, 640, 800, 1.7, 'salute')}
  ${bunting(-10, 30, 1290, 30, 40)}`);
}

/** Prize giving: the Principal hands the house trophy to the winners on a decorated dais. */
export function prizeGiving(): string {
  const winners = [1, 2, 6].map((n, i) => child(n, 680 + i * 150, 610, 2.1, i === 0 ? 'reach' : 'cheer', { shirt: houses[2] })).join('');
  const audience = Array.from({ length: 10 }, (_, i) => child(i + 3, 60 + i * 130, 910 + (i % 2) * 16, 1.8, 'stand', { back: true, shirt: ['#475569', '#334155', '#f8fafc'][i % 3] })).join('');
  return canvas(`${sky('#c4b5fd', '#ede9fe')}
  <rect y="200" width="${W}" height="300" fill="#ddd6fe"/>${bunting(-10, 60, 1290, 60, 30)}
  <path d="M200 150 H1080 V250 H200 Z" fill="${colours.brand}"/><path d="M200 250 L240 200 L200 150 Z M1080 250 L1040 200 L1080 150 Z" fill="#ddd6fe"/>
  <circle cx="640" cy="200" r="34" fill="${colours.accentLight}"/><path d="M640 178 l 8 16 h 18 l -14 11 l 5 17 l -17 -10 l -17 10 l 5 -17 l -14 -11 h 18 z" fill="${colours.brand}"/>
  <rect y="470" width="${W}" height="160" fill="${colours.wood}"/><rect y="470" width="${W}" height="14" fill="#b45309"/>
  <rect x="120" y="400" width="340" height="130" rx="8" fill="#ffffff"/><rect x="120" y="400" width="340" height="40" fill="${colours.rose}"/>
  <g transform="translate(250 340)"><path d="M-40 0 h80 q 0 50 -40 60 q -40 -10 -40 -60 z" fill="${colours.accent}"/><path d="M-40 8 q -26 4 -20 28 q 8 10 22 6" stroke="${colours.accent}" stroke-width="8" fill="none"/><path d="M40 8 q 26 4 20 28 q -8 10 -22 6" stroke="${colours.accent}" stroke-width="8" fill="none"/><rect x="-8" y="60" width="16" height="20" fill="#b45309"/><rect x="-28" y="80" width="56" height="16" rx="3" fill="#78350f"/></g>
  ${teacher(0, 540, 610, 2.2, 'give')}
  <g transform="translate(630 470)"><path d="M-22 0 h44 q 0 30 -22 36 q -22 -6 -22 -36 z" fill="${colours.accentLight}"/><rect x="-6" y="36" width="12" height="12" fill="#b45309"/></g>
  ${winners}${audience}`);
}

/** Republic Day: the tricolour hoisted on the school ground, children in rows saluting, petals falling. */
export function republicDay(): string {
  const chakra = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    return `<path d="M${700 - 20 * Math.cos(a)} ${265 - 20 * Math.sin(a)} L${700 + 20 * Math.cos(a)} ${265 + 20 * Math.sin(a)}" stroke="#1e3a8a" stroke-width="2"/>`;
  }).join('');
  const petals = Array.from({ length: 26 }, (_, i) => `<ellipse cx="${560 + ((i * 97) % 330)}" cy="${170 + ((i * 53) % 220)}" rx="6" ry="3.5" fill="${i % 2 ? '#f97316' : '#facc15'}" transform="rotate(${i * 37} ${560 + ((i * 97) % 330)} ${170 + ((i * 53) % 220)})"/>`).join('');
  const rows = [0, 1, 2]
    .map((r) =>
      Array.from({ length: 9 - r }, (_, i) => {
        const x = r % 2 ? 150 + i * 130 : 90 + i * 130;
        return i >= 4 && i <= 5 && r === 2 ? '' : child(i + r * 3, x + (x > 560 ? 140 : 0), 620 + r * 110, 1.0 + r * 0.3, 'salute');
      }).join(''),
    )
    .join('');
  return canvas(`${sky('#7dd3fc', '#e0f2fe', { x: 1100, y: 110, r: 54 })}${cloud(240, 130, 1.1)}${cloud(1000, 230, 0.8)}
  ${school(80, 300, 420, 170)}${tree(1180, 470, 1)}${tree(1040, 470, 0.7, '#166534')}
  ${hill(470, colours.grass, 12)}<ellipse cx="640" cy="540" rx="160" ry="30" fill="#d6d3d1"/><rect x="560" y="500" width="160" height="40" fill="#e7e5e4"/>
  <rect x="634" y="190" width="12" height="330" fill="#d6d3d1"/><circle cx="640" cy="186" r="10" fill="${colours.accent}"/>
  <rect x="646" y="200" width="170" height="44" fill="#ff9933"/><rect x="646" y="244" width="170" height="44" fill="#ffffff"/><rect x="646" y="288" width="170" height="44" fill="#138808"/>
  <circle cx="700" cy="265" r="20" fill="none" stroke="#1e3a8a" stroke-width="3"/>${chakra}${petals}
  ${teacher(2, 760, 540, 1.2, 'salute')}${rows}`);
}

/** Annual Sports Day (event): hurdles on the ground, with flags of the four houses. */
export function hurdles(): string {
  const flags = houses.map((c, i) => `<rect x="${120 + i * 300}" y="180" width="6" height="250" fill="#57534e"/><path d="M${126 + i * 300} 184 h 90 l -20 30 l 20 30 h -90 z" fill="${c}"/>`).join('');
  const hurdle = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-40" y="-60" width="80" height="14" fill="#ffffff"/><rect x="-40" y="-60" width="20" height="14" fill="${colours.rose}"/><rect x="20" y="-60" width="20" height="14" fill="${colours.rose}"/><rect x="-38" y="-48" width="6" height="48" fill="#e5e7eb"/><rect x="32" y="-48" width="6" height="48" fill="#e5e7eb"/></g>`;
  return canvas(`${sky('#fed7aa', '#fef3c7', { x: 980, y: 150, r: 70 })}${cloud(420, 120, 1)}
  ${tree(60, 440, 1.1)}${tree(1240, 450, 1, '#166534')}${flags}${hill(430, colours.grass, 14)}
  ${Array.from({ length: 16 }, (_, i) => child(i, 40 + i * 80, 470, 0.6, i % 2 ? 'cheer' : 'stand')).join('')}
  ${track(500)}${hurdle(330, 760, 1.6)}${hurdle(760, 660, 1.3)}${hurdle(1100, 600, 1.1)}
  ${child(8, 330, 640, 1.9, 'jump', { shirt: houses[3], bottom: '#1f2937', skirt: false })}
  ${child(5, 700, 630, 1.5, 'run', { shirt: houses[0], bottom: '#1f2937', skirt: false })}
  ${child(9, 1020, 585, 1.25, 'run', { shirt: houses[1], bottom: '#1f2937', skirt: false })}`);
}

/** Our campus: the main building seen across the playground, with a swing and children at play. */
export function ourCampus(): string {
  return canvas(`${sky('#93c5fd', '#dbeafe', { x: 170, y: 120, r: 50 })}${cloud(540, 110, 1.2)}${cloud(1050, 80, 0.8)}
  ${tree(90, 560, 1.3)}${tree(1200, 560, 1.2, '#166534')}${school(260, 260, 760, 300)}
  <rect x="250" y="556" width="780" height="14" fill="#e7c9a0"/>${hill(590, colours.grass, 18)}
  <path d="M560 ${H} L620 590 H660 L720 ${H} Z" fill="#e7c9a0"/>
  ${Array.from({ length: 10 }, (_, i) => `<circle cx="${300 + i * 80}" cy="590" r="16" fill="${i % 2 ? '#f472b6' : '#facc15'}"/>`).join('')}
  <g stroke="#7c3aed" stroke-width="10" stroke-linecap="round" fill="none"><path d="M890 800 L960 600 L1030 800"/><path d="M960 600 H1130"/><path d="M1130 600 L1190 800"/></g>
  <path d="M1040 604 V700 M1080 604 V700" stroke="#57534e" stroke-width="3"/><rect x="1032" y="700" width="56" height="10" rx="3" fill="${colours.accent}"/>
  ${child(2, 1060, 706, 1.0, 'cheer')}${child(3, 200, 800, 1.6, 'run')}${child(4, 420, 770, 1.4, 'cheer')}${child(0, 800, 760, 1.3, 'run', { facing: -1 })}`);
}
