import {
  CreditCard,
  Download,
  FileQuestion,
  ListChecks,
  type LucideIcon,
  NotebookText,
  PlayCircle,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn.ts';

type ServiceId = 'questionBank' | 'summaries' | 'quizzes' | 'videos' | 'downloads' | 'activation';

/** The six services of docs/product.md §2; activation cards are not built yet (docs/decisions.md §6). */
const SERVICES: ReadonlyArray<{ id: ServiceId; icon: LucideIcon; comingSoon?: boolean }> = [
  { id: 'questionBank', icon: FileQuestion },
  { id: 'summaries', icon: NotebookText },
  { id: 'quizzes', icon: ListChecks },
  { id: 'videos', icon: PlayCircle },
  { id: 'downloads', icon: Download },
  { id: 'activation', icon: CreditCard, comingSoon: true },
];

export function ServiceCards({ heading: Heading = 'h2' }: { heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation('site');
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {SERVICES.map(({ id, icon: Icon, comingSoon }) => (
        <li
          key={id}
          data-reveal
          className={cn(
            'flex flex-col rounded-2xl border p-6 shadow-sm',
            comingSoon
              ? 'border-dashed border-amber-300 bg-amber-50/60'
              : 'border-slate-200 bg-white',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <span className="grid size-12 place-items-center rounded-full bg-teal-700 text-white">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            {comingSoon && (
              <span className="rounded-full bg-amber-200 px-3 py-1 text-sm font-semibold text-amber-950">
                {t('services.comingSoon')}
              </span>
            )}
          </div>
          <Heading className="mt-4 text-lg font-bold text-teal-950">
            {t(`services.${id}.title`)}
          </Heading>
          <p className="mt-2 leading-relaxed text-slate-700">{t(`services.${id}.body`)}</p>
        </li>
      ))}
    </ul>
  );
}
