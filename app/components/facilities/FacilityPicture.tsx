import type { FacilityScene } from '~/content/facilities';

/** The drawn scenes' size: 3:2. */
export const facilityPictureSize = { width: 480, height: 320 };

/**
 * A drawn campus scene as a static SVG file (public/images/facilities), not as JSX: pictures cost no
 * JavaScript. The files are drawn by FacilityIllustration.tsx; its test keeps them up to date.
 */
export function FacilityPicture({
  scene,
  alt,
  className = '',
  priority = false,
}: {
  scene: FacilityScene;
  alt: string;
  className?: string;
  /** Above the fold (the page's largest paint): loaded at once and before other pictures. */
  priority?: boolean;
}) {
  return (
    <img
      src={`/images/facilities/${scene}.svg`}
      width={facilityPictureSize.width}
      height={facilityPictureSize.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`block h-auto w-full ${className}`}
    />
  );
}
