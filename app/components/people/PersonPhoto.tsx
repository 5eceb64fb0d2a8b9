import { ResponsiveImage } from '~/components/ui/ResponsiveImage';
import { useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { initialsOf } from '~/lib/initials';
import { initialsColours } from '~/lib/name-colour';
import type { ImageSource } from '~/modules/images/images.server';

/**
 * A person's uploaded photo, or their initials on a ground coloured by their name when staff added
 * none (the same person, the same colour everywhere), so a card never shows a broken or empty picture.
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
      style={initialsColours(name)}
      className={`flex items-center justify-center font-serif text-3xl font-bold ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
