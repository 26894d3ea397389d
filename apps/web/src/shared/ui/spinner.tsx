import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** A decorative spinner; pair it with visible or screen-reader text. */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('size-6 animate-spin motion-reduce:animate-none', className)}
    />
  );
}
