import type { ImgHTMLAttributes } from 'react';
import type { ImageSource } from '~/modules/images/images.server';

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  image: ImageSource;
  alt: string;
  /** How wide the image is drawn, for the browser's choice among the WebP variants. */
  sizes: string;
  /** Above the fold: load at once and with high priority (the largest contentful paint). */
  priority?: boolean;
}

/**
 * An uploaded image in WebP with its srcset, and its real width and height so that the page does not
 * shift while it loads. Below the fold it loads lazily.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, ...rest }: ResponsiveImageProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}
