import type { ReactNode } from 'react';

/** The drawing's size (3:2) and the pieces several facility scenes share. */
export const W = 480;
export const H = 320;

/** A row of books of varied width, height and colour, standing on a shelf at `baseY`. */
export function books(x0: number, x1: number, baseY: number, seed: number): ReactNode[] {
  const colours = ['#7c3aed', '#e11d48', '#f59e0b', '#0ea5e9', '#16a34a', '#db2777', '#4c1d95', '#ea580c'];
  const out: ReactNode[] = [];
  let x = x0;
  let i = seed;
  while (x < x1 - 10) {
    const w = 10 + ((i * 7) % 9);
    const h = 34 + ((i * 13) % 18);
    if (x + w > x1) break;
    const lean = i % 11 === 5;
    out.push(
      <rect
        key={`${baseY}-${x}`}
        x={x}
        y={baseY - h}
        width={w}
        height={h}
        rx={1.5}
        fill={colours[i % colours.length]}
        transform={lean ? `rotate(-10 ${x + w} ${baseY})` : undefined}
      />,
    );
    x += w + 2 + (lean ? 6 : 0);
    i += 3;
  }
  return out;
}

export function Note({ x, y, fill = '#4c1d95' }: { x: number; y: number; fill?: string }) {
  return (
    <g fill={fill}>
      <ellipse cx={x} cy={y} rx={9} ry={7} transform={`rotate(-20 ${x} ${y})`} />
      <rect x={x + 6} y={y - 38} width={3.5} height={38} />
      <path d={`M${x + 6} ${y - 38} q 16 6 14 22 q -2 -10 -14 -12 z`} />
    </g>
  );
}
