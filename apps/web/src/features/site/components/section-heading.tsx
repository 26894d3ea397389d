import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

/** A home-page section's h2, optional lead and "see all" link, laid out for both directions. */
export function SectionHeading({
  id,
  title,
  lead,
  more,
}: {
  id: string;
  title: string;
  lead?: string;
  more?: { to: string; label: string };
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-2xl">
        <h2 id={id} className="text-2xl font-bold text-teal-950 sm:text-3xl">
          {title}
        </h2>
        {lead && <p className="mt-2 leading-relaxed text-slate-700">{lead}</p>}
      </div>
      {more && (
        <Link
          to={more.to}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-semibold text-teal-800 hover:underline"
        >
          {more.label}
          <ArrowRight aria-hidden="true" className="size-5 rtl:rotate-180" />
        </Link>
      )}
    </div>
  );
}
