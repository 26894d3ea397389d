import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page's way back up to the list it was opened from, above its content. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-8 inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-teal-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
      {children}
    </Link>
  );
}
