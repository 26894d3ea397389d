import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/shared/lib/cn.ts';
import { DEFAULT_TEACHER_PHOTO, fileUrl } from '@/shared/lib/file-url.ts';

/**
 * A square teacher photo. A photo that fails to load falls back to the default teacher
 * image, and if even that fails, to a drawn placeholder (never a broken-image icon).
 */
export function TeacherPhoto({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState<string[]>([]);
  const current = [src, fileUrl(DEFAULT_TEACHER_PHOTO)].find((url) => !failed.includes(url));
  const frame = cn('aspect-square overflow-hidden bg-teal-50', className);

  if (!current) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(frame, 'grid place-items-center text-teal-700')}
      >
        <UserRound aria-hidden="true" className="size-1/2" />
      </div>
    );
  }
  return (
    <img
      src={current}
      alt={alt}
      width={320}
      height={320}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed((urls) => [...urls, current])}
      className={cn(frame, 'object-cover')}
    />
  );
}
