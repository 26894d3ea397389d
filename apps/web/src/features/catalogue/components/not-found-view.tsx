import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';

/** A catalogue page whose grade, subject or semester does not exist, with a way back. */
export function NotFoundView({
  title,
  body,
  backTo,
  backLabel,
}: {
  title: string;
  body: string;
  backTo: string;
  backLabel: string;
}) {
  usePageTitle(title);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-teal-950 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{body}</p>
      <Link to={backTo} className={buttonClass('primary', 'mt-8')}>
        <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
        {backLabel}
      </Link>
    </section>
  );
}
