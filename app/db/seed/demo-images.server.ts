import sharp from 'sharp';

/**
 * Pictures for the demo content, drawn here as SVG and turned into JPEG "camera uploads"
 * so nothing is downloaded and no font is needed. They then take the staff upload path.
 */

export interface Palette {
  sky: [string, string];
  ground: string;
  accent: string;
}

export const palettes: Palette[] = [
  { sky: ['#fde68a', '#f472b6'], ground: '#4d7c0f', accent: '#7c3aed' },
  { sky: ['#bae6fd', '#6366f1'], ground: '#166534', accent: '#f97316' },
  { sky: ['#fecaca', '#fb923c'], ground: '#a16207', accent: '#1d4ed8' },
  { sky: ['#c4b5fd', '#0ea5e9'], ground: '#065f46', accent: '#e11d48' },
  { sky: ['#fef3c7', '#34d399'], ground: '#78350f', accent: '#6d28d9' },
  { sky: ['#e0e7ff', '#a78bfa'], ground: '#14532d', accent: '#db2777' },
];

/** A campus scene: sky, sun, hills and a school building, varied by palette and seed. */
export function campusSceneSvg(palette: Palette, seed: number, width = 1280, height = 853): string {
  const sunX = 200 + ((seed * 173) % (width - 400));
  const hill = (offset: number, color: string, amplitude: number) =>
    `<path d="M0 ${height * 0.62 + offset} Q ${width * 0.25} ${height * 0.5 + offset - amplitude} ${width * 0.5} ${
      height * 0.6 + offset
    } T ${width} ${height * 0.58 + offset} V ${height} H 0 Z" fill="${color}"/>`;
  const windows = Array.from({ length: 5 }, (_, i) => {
    const x = width * 0.34 + i * width * 0.064;
    return `<rect x="${x}" y="${height * 0.5}" width="${width * 0.035}" height="${height * 0.06}" rx="4" fill="#fef9c3"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${height * 0.22}" r="${height * 0.09}" fill="#fff7ed" opacity="0.9"/>
  ${hill(0, palette.ground, 90)}
  <rect x="${width * 0.3}" y="${height * 0.42}" width="${width * 0.4}" height="${height * 0.3}" fill="#f8fafc"/>
  <polygon points="${width * 0.28},${height * 0.43} ${width * 0.5},${height * 0.3} ${width * 0.72},${height * 0.43}" fill="${palette.accent}"/>
  ${windows}
  <rect x="${width * 0.47}" y="${height * 0.6}" width="${width * 0.06}" height="${height * 0.12}" fill="${palette.accent}"/>
  ${hill(height * 0.12, '#365314', 40)}
</svg>`;
}

/** A friendly portrait silhouette on a coloured ground, for faculty, toppers and parents. */
export function portraitSvg(hue: number, size = 800): string {
  const skin = ['#8d5524', '#c68642', '#e0ac69', '#a0522d'][hue % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,85%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,70%)"/>
  </linearGradient></defs>
  <rect width="100" height="100" fill="url(#bg)"/>
  <path d="M18 100 C18 74 34 64 50 64 C66 64 82 74 82 100 Z" fill="hsl(${(hue + 200) % 360},45%,35%)"/>
  <circle cx="50" cy="42" r="17" fill="${skin}"/>
  <path d="M33 40 C33 26 42 21 50 21 C60 21 68 27 67 40 C63 32 56 30 50 30 C43 30 37 33 33 40 Z" fill="#1f2937"/>
</svg>`;
}

export async function svgToJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
