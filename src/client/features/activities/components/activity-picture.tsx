import { ImageOff } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

interface ActivityPictureProps extends Omit<ComponentProps<'img'>, 'src' | 'alt'> {
  src: string | null;
  /** The empty frame's shape when there is no picture. */
  emptyClassName: string;
  iconClassName: string;
}

/** An activity's picture, decorative (the title says what it is), or an empty frame with an icon. */
export function ActivityPicture({ src, emptyClassName, iconClassName, ...img }: ActivityPictureProps) {
  if (src) return <img src={src} alt="" {...img} />;
  return (
    <div className={cn('flex items-center justify-center text-yellow-700/60', emptyClassName)}>
      <ImageOff className={iconClassName} aria-hidden="true" />
    </div>
  );
}
