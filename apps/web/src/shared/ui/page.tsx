import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { cn } from '../lib/cn.ts';

/** The frame of a content page: its one h1, an optional lead line, and the page's body. */
export function Page({
  title,
  lead,
  description,
  children,
  className,
}: {
  title: string;
  lead?: ReactNode;
  /** The page's meta description; a plain-text lead serves when none is given. */
  description?: string;
  children?: ReactNode;
  className?: string;
}) {
  usePageTitle(title, {
    description: description ?? (typeof lead === 'string' ? lead : undefined),
  });
  return (
    <div className={cn('mx-auto w-full max-w-site px-4 py-10 sm:px-6 lg:px-8 lg:py-14', className)}>
      <div className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold text-teal-950 sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 text-lg leading-relaxed text-slate-700">{lead}</p>}
      </div>
      {children}
    </div>
  );
}
