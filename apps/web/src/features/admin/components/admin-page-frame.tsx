import type { ReactNode } from 'react';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';

/** A console page: its one h1 (also the document title), an optional lead and actions. */
export function AdminPageFrame({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-teal-950 sm:text-3xl">{title}</h1>
          {lead && <p className="mt-1 text-slate-700">{lead}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
