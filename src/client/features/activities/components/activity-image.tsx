import { ImageOff } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

type ActivityImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt'> & {
  url: string | null | undefined;
  /** The size of the sign shown where the activity has no picture. */
  placeholderClassName: string;
  iconClassName: string;
};

/**
 * An activity's picture, or where it has none a quiet sign in its place. Decorative: the title next to
 * it says what the activity is.
 */
export function ActivityImage({ url, placeholderClassName, iconClassName, ...image }: ActivityImageProps) {
  if (!url) {
    return (
      <div className={cn('flex items-center justify-center text-yellow-700/60', placeholderClassName)}>
        <ImageOff className={iconClassName} aria-hidden="true" />
      </div>
    );
  }
  return <img src={url} alt="" {...image} />;
}
