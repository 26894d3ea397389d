import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/shared/lib/cn.ts';

/**
 * A round profile picture: the given source, else (none, or it fails to load) a drawn
 * placeholder, never a broken-image icon. `alt` is empty where a caption already names it.
 */
export function ProfilePhoto({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame = cn('aspect-square shrink-0 overflow-hidden rounded-full bg-teal-50', className);
  if (!src || failed === src) {
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn(frame, 'grid place-items-center text-teal-700')}
      >
        <UserRound aria-hidden="true" className="size-1/2" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={160}
      height={160}
      decoding="async"
      onError={() => setFailed(src)}
      className={cn(frame, 'object-cover')}
    />
  );
}
