import { ResponsiveImage } from '~/components/ui/ResponsiveImage';
import { useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { initialsOf } from '~/lib/initials';
import type { ImageSource } from '~/modules/images/images.server';

/**
 * A person's uploaded photo, or their initials on a violet ground when staff added none,
 * so a card never shows a broken or empty picture.
 */
export function PersonPhoto({
  name,
  image,
  sizes,
  className,
  priority = false,
}: {
  name: string;
  image: ImageSource | null;
  sizes: string;
  className: string;
  priority?: boolean;
}) {
  const words = useWords('people');
  if (image) {
    return <ResponsiveImage image={image} alt={fill(words.photoAlt, { name })} sizes={sizes} priority={priority} className={`object-cover ${className}`} />;
  }
  return (
    <span
      role="img"
      aria-label={fill(words.initialsLabel, { name })}
      className={`flex items-center justify-center bg-gradient-to-br from-brand-100 to-rose-100 font-serif text-3xl font-bold text-brand-800 ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
