import type { ReactNode } from 'react';

/** A tab panel's heading, a line saying what it is for, and its content. */
export function TabSection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <div>
        <h2 className="text-2xl font-bold text-teal-950">{title}</h2>
        {lead && <p className="mt-2 text-slate-700">{lead}</p>}
      </div>
      {children}
    </section>
  );
}
