#!/usr/bin/env bash
# Draws the home page's demo media into public/media/: the hero's background loop and its poster,
# three short "campus life" clips with their thumbnails, and the About section's photo.
#
# Dev-time only: nothing here runs when the site is built, started or tested. Every picture is drawn
# as SVG (no downloads, no fonts), rendered frame by frame with sharp (already a dependency), and
# encoded with ffmpeg (Debian: `apt-get install -y ffmpeg`) as WebM (VP9) and MP4 (H.264).
# Each clip loops without a jump: every movement repeats a whole number of times per clip.
#
# Usage: scripts/make-demo-media.sh   (from anywhere; writes public/media/)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/public/media"
command -v ffmpeg >/dev/null || { echo "ffmpeg is needed: apt-get install -y ffmpeg" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
cd "$root"

# 1. Frames and stills (PNG frames in $work/<clip>/, posters and photos straight to public/media/).
node --input-type=module - "$work" "$out" <<'JS'
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const [work, out] = process.argv.slice(2);
const fps = 24;
const TAU = Math.PI * 2;
const f = (n) => Number(n.toFixed(2));

// ---- shared pieces ---------------------------------------------------------------------------
const skins = ['#8d5524', '#c68642', '#a0522d', '#e0ac69', '#7b4a2a'];

function cloud(x, y, scale, opacity = 0.85) {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${scale})" fill="#fff" opacity="${opacity}">
    <ellipse cx="0" cy="0" rx="70" ry="26"/><ellipse cx="-38" cy="6" rx="42" ry="20"/>
    <ellipse cx="40" cy="8" rx="46" ry="18"/><ellipse cx="6" cy="-16" rx="40" ry="24"/></g>`;
}

function bird(x, y, flap, size = 1) {
  const lift = 7 * flap;
  return `<path d="M${f(x - 10 * size)} ${f(y - lift * size)} Q ${f(x - 4 * size)} ${f(y - 4 * size)} ${f(x)} ${f(y)} Q ${f(
    x + 4 * size,
  )} ${f(y - 4 * size)} ${f(x + 10 * size)} ${f(y - lift * size)}" stroke="#3b0764" stroke-width="${2 * size}" fill="none" stroke-linecap="round" opacity="0.7"/>`;
}

function tree(x, y, r, greens) {
  return `<g><rect x="${f(x - r * 0.12)}" y="${f(y)}" width="${f(r * 0.24)}" height="${f(r * 1.1)}" fill="#78350f"/>
    <circle cx="${f(x)}" cy="${f(y - r * 0.2)}" r="${f(r)}" fill="${greens[0]}"/>
    <circle cx="${f(x - r * 0.6)}" cy="${f(y + r * 0.15)}" r="${f(r * 0.7)}" fill="${greens[1]}"/>
    <circle cx="${f(x + r * 0.6)}" cy="${f(y + r * 0.1)}" r="${f(r * 0.75)}" fill="${greens[2]}"/></g>`;
}

/** A waving flag: the free edge moves on a sine wave with the given phase. */
function flag(x, y, w, h, phase, colors) {
  const wave = (u) => Math.sin(phase - u * 3) * h * 0.12 * u;
  const top = [0, 0.25, 0.5, 0.75, 1].map((u) => [x + u * w, y + wave(u)]);
  const stripe = h / colors.length;
  return colors
    .map((color, i) => {
      const y0 = i * stripe;
      const y1 = (i + 1) * stripe;
      const upper = top.map(([px, py]) => `${f(px)} ${f(py + y0)}`).join(' L ');
      const lower = [...top].reverse().map(([px, py]) => `${f(px)} ${f(py + y1)}`).join(' L ');
      return `<path d="M ${upper} L ${lower} Z" fill="${color}"/>`;
    })
    .join('');
}

/** A child or adult seen from the front: head, body, legs. `swing` in -1..1 moves the legs and arms. */
function person(x, y, s, { shirt, trousers, skin, swing = 0, run = false }) {
  const leg = run ? 9 * swing : 0;
  const arm = run ? -8 * swing : 0;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s})">
    <path d="M-3 22 L${f(-3 - leg)} 40 M3 22 L${f(3 + leg)} 40" stroke="${trousers}" stroke-width="5" stroke-linecap="round"/>
    <path d="M-7 6 L${f(-11 + arm)} 20 M7 6 L${f(11 - arm)} 20" stroke="${shirt}" stroke-width="4" stroke-linecap="round"/>
    <rect x="-7" y="2" width="14" height="22" rx="5" fill="${shirt}"/>
    <circle cx="0" cy="-6" r="7" fill="${skin}"/>
    <path d="M-7 -7 Q0 -17 7 -7 Q4 -11 0 -11 Q-4 -11 -7 -7Z" fill="#1f2937"/></g>`;
}

async function writeFrames(name, seconds, width, height, draw) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  const count = Math.round(seconds * fps);
  for (let i = 0; i < count; i += 1) {
    const svg = draw(i / count, i / fps); // phase 0..1 over the loop, and seconds
    await sharp(Buffer.from(svg)).resize(width, height).png({ compressionLevel: 1 }).toFile(path.join(dir, `${String(i).padStart(4, '0')}.png`));
  }
  return dir;
}

async function still(svg, file, width, height, quality) {
  await sharp(Buffer.from(svg)).resize(width, height).webp({ quality, effort: 6 }).toFile(path.join(out, file));
}

// ---- the hero: a campus at sunrise, the camera breathing in and out -----------------------------
const W = 1600;
const H = 900;
function campus(p, cameraOn = true) {
  const s = cameraOn ? 1 + 0.045 * (1 - Math.cos(TAU * p)) : 1;
  const vw = 1440 / s;
  const vh = (vw * 9) / 16;
  const cx = 800 + (cameraOn ? 28 * Math.sin(TAU * p) : 0);
  const cy = 470;
  const clouds = [
    cloud(330 + 24 * Math.sin(TAU * p), 170, 1.1),
    cloud(820 - 18 * Math.sin(TAU * p), 120, 0.8, 0.75),
    cloud(1330 + 20 * Math.sin(TAU * p + 1), 210, 1.0),
  ].join('');
  const birds = [0, 0.37, 0.71]
    .map((offset, i) => {
      const u = (p + offset) % 1;
      return bird(-80 + u * (W + 160), 250 + i * 38 + 12 * Math.sin(TAU * (u * 2 + i)), Math.sin(TAU * (p * 16 + i / 3)), 1.4 - i * 0.2);
    })
    .join('');
  const windows = (x0, y0, cols, rows, gapX, gapY, w, h) =>
    Array.from({ length: cols * rows }, (_, i) => {
      const x = x0 + (i % cols) * gapX;
      const y = y0 + Math.floor(i / cols) * gapY;
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#fde68a"/><rect x="${x}" y="${y}" width="${w}" height="${h / 2}" rx="3" fill="#fef3c7" opacity="0.6"/>`;
    }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="${f(cx - vw / 2)} ${f(cy - vh / 2)} ${f(vw)} ${f(vh)}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#818cf8"/><stop offset="0.45" stop-color="#f0abfc"/><stop offset="0.7" stop-color="#fed7aa"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff7ed" stop-opacity="0.95"/><stop offset="1" stop-color="#fff7ed" stop-opacity="0"/></radialGradient>
    <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#65a30d"/><stop offset="1" stop-color="#3f6212"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="1180" cy="390" r="230" fill="url(#glow)"/>
  <circle cx="1180" cy="390" r="64" fill="#fffbeb"/>
  ${clouds}
  ${birds}
  <path d="M0 560 Q 300 440 620 530 T 1200 500 T 1600 520 V 900 H 0 Z" fill="#a3b18a" opacity="0.9"/>
  <path d="M0 600 Q 380 520 760 590 T 1600 570 V 900 H 0 Z" fill="#84a98c"/>
  ${tree(250, 560, 70, ['#15803d', '#166534', '#16a34a'])}
  ${tree(390, 585, 52, ['#166534', '#15803d', '#14532d'])}
  ${tree(1260, 570, 66, ['#16a34a', '#166534', '#15803d'])}
  ${tree(1400, 590, 50, ['#15803d', '#14532d', '#166534'])}
  <rect x="520" y="500" width="170" height="150" fill="#f1f5f9"/>
  <rect x="910" y="500" width="170" height="150" fill="#f1f5f9"/>
  <rect x="510" y="490" width="190" height="14" fill="#7c3aed"/><rect x="900" y="490" width="190" height="14" fill="#7c3aed"/>
  ${windows(540, 520, 3, 2, 52, 58, 34, 40)}
  ${windows(930, 520, 3, 2, 52, 58, 34, 40)}
  <rect x="690" y="420" width="220" height="230" fill="#f8fafc"/>
  <polygon points="670,425 800,340 930,425" fill="#6d28d9"/>
  <circle cx="800" cy="395" r="20" fill="#fde68a" stroke="#f8fafc" stroke-width="5"/>
  ${windows(712, 445, 3, 1, 66, 0, 44, 50)}
  <path d="M772 650 V 560 Q 800 530 828 560 V 650 Z" fill="#5b21b6"/>
  <line x1="800" y1="340" x2="800" y2="230" stroke="#e2e8f0" stroke-width="5"/>
  ${flag(802, 234, 66, 42, TAU * p * 4, ['#f59e0b', '#fff7ed', '#7c3aed'])}
  <path d="M0 640 Q 420 610 800 648 T 1600 630 V 900 H 0 Z" fill="url(#lawn)"/>
  <path d="M770 650 L 830 650 L 1010 900 L 590 900 Z" fill="#e7d7b1" opacity="0.9"/>
  ${tree(90, 700, 110, ['#166534', '#14532d', '#15803d'])}
  ${tree(1520, 710, 120, ['#14532d', '#166534', '#15803d'])}
</svg>`;
}

// ---- campus-life clips ---------------------------------------------------------------------------
function assembly(p) {
  const rows = [0, 1, 2, 3]
    .map((r) =>
      Array.from({ length: 11 }, (_, c) =>
        person(95 + c * 45 + (r % 2) * 10 + 1.2 * Math.sin(TAU * (p * 2) + c * 0.7 + r), 225 + r * 30, 0.62 + r * 0.06, {
          shirt: '#f8fafc',
          trousers: r % 2 ? '#1e3a8a' : '#7f1d1d',
          skin: skins[(c + r) % skins.length],
        }),
      ).join(''),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#s)"/>
  <circle cx="540" cy="60" r="30" fill="#fff7ed"/>
  ${cloud(150 + 10 * Math.sin(TAU * p), 50, 0.5)}
  <rect x="40" y="95" width="560" height="95" fill="#f8fafc"/><rect x="30" y="86" width="580" height="12" fill="#7c3aed"/>
  ${Array.from({ length: 10 }, (_, i) => `<rect x="${62 + i * 54}" y="112" width="30" height="34" rx="3" fill="#fde68a"/>`).join('')}
  <rect x="0" y="180" width="640" height="180" fill="#e7c9a0"/>
  <line x1="320" y1="188" x2="320" y2="40" stroke="#cbd5e1" stroke-width="4"/>
  ${flag(322, 44, 58, 36, TAU * p * 3, ['#f59e0b', '#fff7ed', '#7c3aed'])}
  <rect x="292" y="182" width="56" height="20" rx="3" fill="#7c2d12"/>
  ${person(320, 160, 0.75, { shirt: '#be123c', trousers: '#334155', skin: skins[1] })}
  ${rows}
</svg>`;
}

function scienceLab(p) {
  const liquids = [
    { x: 150, hue: 140 },
    { x: 290, hue: 275 },
    { x: 430, hue: 35 },
  ];
  const flasks = liquids
    .map(({ x, hue }, i) => {
      const color = `hsl(${f(hue + 25 * Math.sin(TAU * p + i))}, 80%, 55%)`;
      const bubbles = Array.from({ length: 6 }, (_, b) => {
        const u = (p * 3 + b / 6 + i * 0.13) % 1;
        return `<circle cx="${f(x + 10 * Math.sin(TAU * (u + b / 6)))}" cy="${f(255 - u * 150)}" r="${f(3 + 3 * u)}" fill="${color}" opacity="${f(0.85 * (1 - u))}"/>`;
      }).join('');
      return `${bubbles}
      <path d="M${x - 14} 160 V 205 L ${x - 52} 270 Q ${x - 56} 282 ${x - 42} 282 H ${x + 42} Q ${x + 56} 282 ${x + 52} 270 L ${x + 14} 205 V 160 Z" fill="#f0f9ff" opacity="0.85" stroke="#94a3b8" stroke-width="3"/>
      <path d="M${x - 30} 238 H ${x + 30} L ${x + 48} 268 Q ${x + 50} 278 ${x + 40} 278 H ${x - 40} Q ${x - 50} 278 ${x - 48} 268 Z" fill="${color}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <rect width="640" height="360" fill="#e0f2fe"/>
  <rect x="470" y="40" width="130" height="110" rx="6" fill="#bae6fd" stroke="#f8fafc" stroke-width="8"/>
  <circle cx="560" cy="80" r="18" fill="#fef3c7"/>
  <rect x="30" y="60" width="380" height="10" fill="#a16207"/><rect x="30" y="120" width="380" height="10" fill="#a16207"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="${45 + i * 40}" y="${i % 2 ? 36 : 30}" width="22" height="${i % 2 ? 24 : 30}" rx="4" fill="hsl(${i * 40}, 60%, 70%)"/>`).join('')}
  ${Array.from({ length: 7 }, (_, i) => `<circle cx="${60 + i * 52}" cy="106" r="12" fill="hsl(${200 + i * 20}, 50%, 75%)"/>`).join('')}
  <rect x="0" y="282" width="640" height="78" fill="#57534e"/><rect x="0" y="276" width="640" height="12" fill="#78716c"/>
  ${flasks}
  <g fill="#334155"><rect x="520" y="262" width="70" height="14" rx="4"/><rect x="548" y="200" width="14" height="64"/>
  <rect x="528" y="182" width="40" height="22" rx="6" transform="rotate(-25 548 193)"/><circle cx="556" cy="238" r="9"/></g>
</svg>`;
}

function sportsDay(p) {
  const lanes = [255, 290, 325];
  const runners = lanes
    .map((y, i) => {
      const laps = i === 1 ? 2 : 1;
      const u = (p * laps + i * 0.3) % 1;
      const x = -40 + u * 720;
      return person(x, y - 36, 0.95, {
        shirt: ['#e11d48', '#2563eb', '#f59e0b'][i],
        trousers: '#1f2937',
        skin: skins[i + 1],
        swing: Math.sin(TAU * (p * 20 + i / 3)),
        run: true,
      });
    })
    .join('');
  const bunting = Array.from({ length: 16 }, (_, i) => {
    const x = 20 + i * 40;
    const sway = 3 * Math.sin(TAU * (p * 2) + i);
    return `<path d="M${x} 70 L ${x + 30} 70 L ${f(x + 15 + sway)} 92 Z" fill="hsl(${i * 47}, 75%, 58%)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#93c5fd"/><stop offset="1" stop-color="#dbeafe"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#s)"/>
  ${cloud(470 + 12 * Math.sin(TAU * p), 45, 0.55)}
  <path d="M20 70 Q 320 82 620 70" stroke="#475569" stroke-width="2" fill="none"/>
  ${bunting}
  <rect x="0" y="120" width="640" height="85" fill="#a8a29e"/>
  ${Array.from({ length: 3 }, (_, r) =>
    Array.from({ length: 26 }, (_, c) => `<circle cx="${12 + c * 24 + (r % 2) * 12}" cy="${138 + r * 22}" r="7" fill="${skins[(c + r) % skins.length]}"/>`).join(''),
  ).join('')}
  <rect x="0" y="200" width="640" height="160" fill="#4d7c0f"/>
  <rect x="0" y="222" width="640" height="118" fill="#b45309"/>
  ${[222, 257, 292, 327, 340].map((y) => `<rect x="0" y="${y}" width="640" height="2.5" fill="#fef3c7"/>`).join('')}
  <rect x="560" y="222" width="6" height="118" fill="#f8fafc"/>
  ${runners}
</svg>`;
}

function classroom() {
  const desks = [0, 1]
    .map((r) =>
      Array.from({ length: 5 }, (_, c) => {
        const x = 110 + c * 150 + r * 40;
        const y = 470 + r * 130;
        return `<circle cx="${x}" cy="${y - 58}" r="30" fill="#1f2937"/><rect x="${x - 42}" y="${y - 30}" width="84" height="70" rx="22" fill="${
          ['#f8fafc', '#e0e7ff'][(c + r) % 2]
        }"/><rect x="${x - 70}" y="${y + 30}" width="140" height="22" rx="5" fill="#a16207"/>`;
      }).join(''),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
  <rect width="960" height="720" fill="#fef3c7"/>
  <rect x="0" y="560" width="960" height="160" fill="#d6d3d1"/>
  <rect x="150" y="70" width="560" height="250" rx="10" fill="#14532d" stroke="#92400e" stroke-width="14"/>
  <g stroke="#f8fafc" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.9">
    <circle cx="260" cy="160" r="38"/><path d="M340 200 L 390 120 L 440 200 Z"/><path d="M490 130 H 560 M525 100 V 160"/>
    <path d="M600 120 Q 630 100 650 130 Q 620 160 650 190"/><path d="M220 260 H 640" stroke-dasharray="18 14"/></g>
  <rect x="770" y="70" width="140" height="170" rx="6" fill="#bae6fd" stroke="#f8fafc" stroke-width="10"/>
  ${tree(840, 180, 36, ['#16a34a', '#15803d', '#166534'])}
  ${person(845, 330, 3.6, { shirt: '#7c3aed', trousers: '#334155', skin: skins[2] })}
  ${desks}
</svg>`;
}

// ---- render ---------------------------------------------------------------------------------------
await writeFrames('hero', 8, 1280, 720, (p) => campus(p));
await still(campus(0), 'hero-poster.webp', 1280, 720, 70);
await still(campus(0), 'hero-poster-768.webp', 768, 432, 70);
await writeFrames('assembly', 8, 640, 360, (p) => assembly(p));
await still(assembly(0.25), 'assembly-poster.webp', 640, 360, 72);
await writeFrames('science-lab', 6, 640, 360, (p) => scienceLab(p));
await still(scienceLab(0.25), 'science-lab-poster.webp', 640, 360, 72);
await writeFrames('sports-day', 10, 640, 360, (p) => sportsDay(p));
await still(sportsDay(0.2), 'sports-day-poster.webp', 640, 360, 72);
await still(classroom(), 'about-classroom.webp', 960, 720, 75);
JS

# 2. Encode every clip twice: WebM (VP9) first for browsers that take it, MP4 (H.264) for the rest.
encode() { # name crf-vp9 crf-h264
  local name="$1"
  ffmpeg -hide_banner -loglevel error -y -framerate 24 -i "$work/$name/%04d.png" \
    -c:v libvpx-vp9 -b:v 0 -crf "$2" -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p -an "$out/$name.webm"
  ffmpeg -hide_banner -loglevel error -y -framerate 24 -i "$work/$name/%04d.png" \
    -c:v libx264 -preset slow -crf "$3" -profile:v high -pix_fmt yuv420p -movflags +faststart -an "$out/$name.mp4"
}
encode hero 34 24
encode assembly 34 24
encode science-lab 34 24
encode sports-day 34 24

ls -l "$out"
