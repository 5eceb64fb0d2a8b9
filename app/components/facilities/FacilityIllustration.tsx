import type { FacilityScene } from '~/content/facilities';
import { H, W } from './facility-scene-parts';
import { scenes } from './facility-scenes';

/**
 * Flat drawn scenes of the campus, inline SVG (no request, no layout shift: 3:2 with explicit size).
 * They stand in for photographs until the school supplies its own; each carries its alt text.
 */

/** An empty `alt` marks the picture as decoration (beside a caption that says the same). */
export function FacilityIllustration({
  scene,
  alt,
  className = '',
}: {
  scene: FacilityScene;
  alt: string;
  className?: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={`block h-auto w-full ${className}`}
      data-scene={scene}
    >
      {scenes[scene]()}
    </svg>
  );
}
