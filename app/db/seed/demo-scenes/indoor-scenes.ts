import { figure } from './figure';
import { bunting, canvas, child, cloud, colours, curtains, garland, H, school, sky, teacher, tree, W } from './parts';

/** Warm spotlight beams from the top of the stage. */
function spotlights(xs: number[]): string {
  return xs.map((x, i) => `<path d="M${x} 60 L${x - 150 + i * 40} 640 H${x + 110 + i * 30} Z" fill="#fef9c3" opacity="0.28"/>`).join('');
}

/** The audience's heads and shoulders from behind, across the bottom. */
function audience(n: number): string {
  return Array.from({ length: n }, (_, i) => child(i + 2, 40 + i * (W / (n - 1)) * 0.95, H + 60 + (i % 2) * 14, 1.5, 'stand', { back: true, shirt: ['#475569', '#334155', '#3f3f46'][i % 3] })).join('');
}

/** Annual Day: the Class 5 dance under the lights, between red curtains. */
export function annualDay(): string {
  const costumes = ['#e11d48', '#f59e0b', '#db2777', '#f97316', '#e11d48'];
  const dancers = costumes
    .map((c, i) =>
      figure({ x: 330 + i * 155, y: 610 - (i % 2) * 24, scale: 1.7, skin: ['#e0ac69', '#c68642', '#8d5524', '#f1c27d', '#a86b3c'][i]!, hair: '#1f2937', hairStyle: 'bun', shirt: c, bottom: '#facc15', skirt: true, pose: 'dance', facing: i % 2 ? -1 : 1 }),
    )
    .join('');
  return canvas(`<rect width="${W}" height="${H}" fill="#2e1065"/><rect y="120" width="${W}" height="520" fill="#4c1d95"/>
  ${garland(220, 1060, 110, 6)}${spotlights([420, 640, 860])}
  <rect y="600" width="${W}" height="120" fill="${colours.wood}"/><rect y="600" width="${W}" height="10" fill="#b45309"/>
  ${dancers}${curtains('#b91c1c', '#7f1d1d')}${audience(12)}`);
}

/** Annual Day (event): the choir on the risers and the lamp lit at the front of the stage. */
export function annualDayCelebration(): string {
  const choir = [0, 1]
    .map((r) => Array.from({ length: 7 - r }, (_, i) => child(i + r * 7, 340 + i * 100 + r * 50, 470 + r * 90, 1.1 + r * 0.1, 'sing')).join(''))
    .join('');
  const lamp = `<g transform="translate(640 700)"><rect x="-8" y="-150" width="16" height="150" fill="#d97706"/><ellipse cx="0" cy="0" rx="60" ry="14" fill="#b45309"/>
    <path d="M-70 -150 h140 l -20 22 h-100 z" fill="#f59e0b"/>${[-56, -28, 0, 28, 56].map((x) => `<path d="M${x} -152 q -8 -16 0 -34 q 8 18 0 34 z" fill="#fb923c"/><circle cx="${x}" cy="-160" r="5" fill="#fef08a"/>`).join('')}</g>`;
  return canvas(`<rect width="${W}" height="${H}" fill="#1e1b4b"/><rect y="100" width="${W}" height="560" fill="#312e81"/>
  ${spotlights([520, 760])}<rect x="280" y="480" width="720" height="30" fill="#6d28d9"/><rect x="310" y="570" width="660" height="30" fill="#6d28d9"/>
  ${choir}<rect y="640" width="${W}" height="90" fill="${colours.wood}"/>${lamp}
  ${teacher(0, 900, 700, 1.5, 'reach')}${garland(200, 1080, 90, 5)}${curtains('#6d28d9', '#4c1d95')}${audience(11)}`);
}

/** Morning assembly: the whole school in lines before the building, a teacher leading the prayer. */
export function morningAssembly(): string {
  const lines = [0, 1, 2, 3]
    .map((r) => Array.from({ length: 12 }, (_, i) => child(i * 3 + r, 70 + i * 104 + (r % 2) * 30, 560 + r * 82, 0.8 + r * 0.22, 'stand', { back: true })).join(''))
    .join('');
  return canvas(`${sky('#fecaca', '#fef3c7', { x: 1060, y: 220, r: 70 })}${cloud(300, 110, 1)}
  ${school(160, 230, 960, 250)}${tree(70, 500, 1)}${tree(1220, 500, 0.9, '#166534')}
  <rect y="480" width="${W}" height="${H - 480}" fill="#e7c9a0"/>
  <rect x="540" y="430" width="200" height="50" fill="#d6d3d1"/>${teacher(2, 640, 470, 1.1, 'sing')}
  <rect x="720" y="380" width="4" height="90" fill="#57534e"/><circle cx="722" cy="380" r="6" fill="#1f2937"/>
  ${lines}`);
}

/** Art class: children at easels painting diyas and suns for the Diwali exhibition. */
export function artClass(): string {
  const easel = (x: number, y: number, s: number, art: string) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 0 L0 -260 L60 0" stroke="${colours.wood}" stroke-width="10" fill="none"/><rect x="-80" y="-230" width="160" height="130" fill="#ffffff" stroke="#d6d3d1" stroke-width="4"/><g transform="translate(0 -165)">${art}</g><rect x="-86" y="-102" width="172" height="10" fill="${colours.wood}"/></g>`;
  const diya = `<path d="M-40 20 q 40 30 80 0 z" fill="#f97316"/><path d="M0 18 q -12 -22 0 -44 q 12 22 0 44 z" fill="#facc15"/><circle cx="-50" cy="-40" r="6" fill="#e11d48"/><circle cx="50" cy="-30" r="6" fill="#7c3aed"/>`;
  const sun = `<circle r="30" fill="#facc15"/><path d="M-70 40 q 30 -30 70 0 t 70 0" stroke="#16a34a" stroke-width="10" fill="none"/>`;
  const rangoli = `${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse rx="14" ry="34" fill="${a % 120 ? '#db2777' : '#0ea5e9'}" transform="rotate(${a}) translate(0 -26)"/>`).join('')}<circle r="14" fill="#facc15"/>`;
  const paintings = ['#fbbf24', '#f472b6', '#60a5fa', '#34d399', '#a78bfa']
    .map((c, i) => `<rect x="${120 + i * 210}" y="90" width="150" height="110" fill="#ffffff" transform="rotate(${(i % 3) - 1} ${195 + i * 210} 145)"/><circle cx="${170 + i * 210}" cy="140" r="26" fill="${c}"/><path d="M${130 + i * 210} 190 l 50 -40 l 40 30 l 40 -20 v 30 z" fill="${c}" opacity="0.7"/>`)
    .join('');
  const table = `<rect x="840" y="640" width="400" height="24" fill="${colours.wood}"/><rect x="860" y="664" width="14" height="190" fill="#78350f"/><rect x="1206" y="664" width="14" height="190" fill="#78350f"/>
  <ellipse cx="960" cy="632" rx="70" ry="20" fill="#fde68a"/>${['#e11d48', '#2563eb', '#16a34a', '#7c3aed'].map((c, i) => `<circle cx="${925 + i * 24}" cy="628" r="8" fill="${c}"/>`).join('')}
  ${[0, 1, 2].map((i) => `<rect x="${1070 + i * 50}" y="580" width="38" height="60" rx="6" fill="#bae6fd" opacity="0.9"/><path d="M${1080 + i * 50} 590 l 8 -50" stroke="${colours.wood}" stroke-width="5"/><circle cx="${1088 + i * 50}" cy="538" r="6" fill="${['#e11d48', '#f59e0b', '#2563eb'][i]}"/>`).join('')}`;
  return canvas(`<rect width="${W}" height="${H}" fill="#fef3c7"/><rect y="560" width="${W}" height="${H - 560}" fill="#fcd34d"/>
  <rect y="540" width="${W}" height="20" fill="#f59e0b"/>${bunting(0, 30, W, 30, 20)}${paintings}
  ${easel(200, 800, 1.25, diya)}${child(0, 400, 830, 2.5, 'reach', { facing: -1, shirt: '#fde68a' })}
  ${easel(640, 740, 1.0, sun)}${child(3, 500, 760, 2.0, 'reach', { shirt: '#bfdbfe' })}
  ${easel(800, 690, 0.8, rangoli)}${teacher(1, 1010, 780, 2.2, 'stand')}${table}`);
}

/** Science lab: a bench with flasks, a burner and a microscope; children in lab coats at work. */
export function scienceLab(): string {
  const tiles = Array.from({ length: 16 }, (_, i) => `<path d="M${i * 80} 0 V 540" stroke="#bae6fd" stroke-width="2"/>`).join('');
  const bottles = Array.from({ length: 9 }, (_, i) => `<rect x="${130 + i * 40}" y="${i % 2 ? 142 : 136}" width="26" height="${i % 2 ? 44 : 50}" rx="4" fill="${['#f472b6', '#60a5fa', '#34d399', '#fbbf24'][i % 4]}" opacity="0.85"/>`).join('');
  const flask = (x: number, colour: string, s: number) =>
    `<g transform="translate(${x} 590) scale(${s})"><path d="M-10 -90 h20 v30 l 34 54 q 6 10 -6 10 h-76 q -12 0 -6 -10 l 34 -54 z" fill="#e0f2fe" stroke="#64748b" stroke-width="3"/><path d="M-30 -30 h60 l 16 22 q 4 6 -4 6 h-84 q -8 0 -4 -6 z" fill="${colour}"/><circle cx="-6" cy="-20" r="4" fill="#ffffff" opacity="0.7"/></g>`;
  const burner = `<rect x="610" y="540" width="24" height="50" fill="#475569"/><path d="M622 540 q -16 -30 0 -60 q 16 30 0 60 z" fill="#60a5fa"/><path d="M622 532 q -8 -16 0 -34 q 8 18 0 34 z" fill="#fbbf24"/><path d="M580 470 h84" stroke="#64748b" stroke-width="6"/>`;
  const microscope = `<g transform="translate(1000 590)"><rect x="-40" y="-10" width="80" height="12" rx="4" fill="#334155"/><path d="M10 -10 v -60 q 0 -20 -20 -30" stroke="#334155" stroke-width="12" fill="none"/><rect x="-34" y="-130" width="18" height="60" rx="4" fill="#475569" transform="rotate(-25 -25 -100)"/><rect x="-30" y="-46" width="44" height="8" fill="#94a3b8"/></g>`;
  return canvas(`<rect width="${W}" height="${H}" fill="#e0f2fe"/>${tiles}
  <rect x="900" y="60" width="300" height="200" rx="8" fill="#ffffff" stroke="#94a3b8" stroke-width="4"/>${cloud(1040, 180, 0.7)}<path d="M1050 60 V260 M900 160 H1200" stroke="#94a3b8" stroke-width="6"/>
  <rect x="110" y="186" width="400" height="12" fill="${colours.wood}"/>${bottles}
  <circle cx="660" cy="150" r="56" fill="#ffffff" stroke="#64748b" stroke-width="4"/><path d="M660 150 v -34 M660 150 l 24 12" stroke="#1f2937" stroke-width="5" stroke-linecap="round"/>
  ${child(1, 300, 700, 2.6, 'reach', { coat: true, shirt: '#60a5fa' })}${child(6, 860, 700, 2.5, 'reach', { coat: true, facing: -1 })}${teacher(3, 1160, 690, 2.7, 'stand', { coat: true })}
  <rect y="590" width="${W}" height="30" fill="#1f2937"/><rect y="620" width="${W}" height="${H - 620}" fill="#475569"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="${80 + i * 300}" y="650" width="220" height="150" rx="6" fill="#64748b"/><circle cx="${190 + i * 300}" cy="720" r="8" fill="#cbd5e1"/>`).join('')}
  ${flask(420, '#a3e635', 1.2)}${flask(520, '#f472b6', 0.9)}${burner}${microscope}
  <g transform="translate(760 590)"><rect x="-10" y="-70" width="16" height="70" rx="8" fill="#e0f2fe" stroke="#64748b" stroke-width="3"/><rect x="-8" y="-34" width="12" height="32" rx="6" fill="#fb923c"/><rect x="14" y="-60" width="16" height="60" rx="8" fill="#e0f2fe" stroke="#64748b" stroke-width="3"/><rect x="16" y="-30" width="12" height="28" rx="6" fill="#818cf8"/></g>`);
}

/** Science Exhibition: display tables with a volcano, a solar system and a windmill; visitors looking on. */
export function scienceExhibition(): string {
  const table = (x: number, w: number, cloth: string) => `<rect x="${x}" y="560" width="${w}" height="110" fill="${cloth}"/><rect x="${x}" y="556" width="${w}" height="14" fill="#ffffff" opacity="0.6"/>`;
  const volcano = `<path d="M150 560 L230 420 H270 L350 560 Z" fill="#92400e"/><path d="M230 420 q 20 -40 40 0 q -8 40 -20 60 q -12 -20 -20 -60 z" fill="#f97316"/><path d="M240 420 q 10 -60 -20 -80 M260 420 q 0 -70 30 -90" stroke="#9ca3af" stroke-width="14" stroke-linecap="round" fill="none" opacity="0.6"/>`;
  const planets = ['#60a5fa', '#f97316', '#a3e635', '#f472b6']
    .map((c, i) => `<ellipse cx="640" cy="420" rx="${60 + i * 36}" ry="${22 + i * 12}" fill="none" stroke="#cbd5e1" stroke-width="2"/><circle cx="${640 + (60 + i * 36) * Math.cos(i * 1.7)}" cy="${420 + (22 + i * 12) * Math.sin(i * 1.7)}" r="${9 + i * 2}" fill="${c}"/>`)
    .join('');
  const solar = `<rect x="634" y="460" width="12" height="100" fill="#57534e"/>${planets}<circle cx="640" cy="420" r="30" fill="#facc15"/>`;
  const windmill = `<path d="M1000 560 L1020 400 H1036 L1056 560 Z" fill="#e5e7eb"/>${[0, 90, 180, 270].map((a) => `<rect x="1024" y="320" width="10" height="80" rx="4" fill="#0ea5e9" transform="rotate(${a + 20} 1028 400)"/>`).join('')}<circle cx="1028" cy="400" r="9" fill="#1f2937"/>`;
  const posters = [100, 540, 940].map((x, i) => `<rect x="${x}" y="110" width="240" height="150" rx="6" fill="#ffffff"/><rect x="${x}" y="110" width="240" height="24" rx="6" fill="${[colours.brand, colours.rose, '#0f766e'][i]}"/><circle cx="${x + 60}" cy="190" r="34" fill="none" stroke="#60a5fa" stroke-width="8"/><path d="M${x + 120} 170 h90 M${x + 120} 196 h70 M${x + 120} 222 h80" stroke="#cbd5e1" stroke-width="10" stroke-linecap="round"/>`).join('');
  return canvas(`<rect width="${W}" height="${H}" fill="#ede9fe"/><rect y="640" width="${W}" height="${H - 640}" fill="#d6d3d1"/>
  ${bunting(0, 20, W, 20, 20)}${posters}${volcano}${solar}${windmill}
  ${table(120, 260, '#7c3aed')}${table(480, 320, '#0f766e')}${table(900, 260, '#e11d48')}
  ${child(2, 430, 720, 1.9, 'reach', { facing: -1 })}${child(5, 850, 720, 1.9, 'give')}
  ${teacher(1, 130, 830, 2.6, 'stand', { facing: 1 })}${child(7, 280, 830, 1.9, 'cheer')}${teacher(2, 1160, 830, 2.6, 'stand', { facing: -1 })}${child(4, 1020, 830, 1.8, 'stand', { facing: -1 })}`);
}

