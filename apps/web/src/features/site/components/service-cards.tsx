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
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';

type ServiceId = 'questionBank' | 'summaries' | 'quizzes' | 'videos' | 'downloads' | 'activation';

/** The six services of docs/product.md §2; activation cards link to where a card is activated. */
const SERVICES: ReadonlyArray<{
  id: ServiceId;
  icon: LucideIcon;
  link?: { to: string; label: 'services.activation.link' };
}> = [
  { id: 'questionBank', icon: FileQuestion },
  { id: 'summaries', icon: NotebookText },
  { id: 'quizzes', icon: ListChecks },
  { id: 'videos', icon: PlayCircle },
  { id: 'downloads', icon: Download },
  {
    id: 'activation',
    icon: CreditCard,
    link: { to: paths.activate.path, label: 'services.activation.link' },
  },
];

export function ServiceCards({ heading: Heading = 'h2' }: { heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation('site');
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {SERVICES.map(({ id, icon: Icon, link }) => (
        <li
          key={id}
          data-reveal
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span className="grid size-12 place-items-center rounded-full bg-teal-700 text-white">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <Heading className="mt-4 text-lg font-bold text-teal-950">
            {t(`services.${id}.title`)}
          </Heading>
          <p className="mt-2 leading-relaxed text-slate-700">{t(`services.${id}.body`)}</p>
          {link && (
            <Link to={link.to} className={buttonClass('secondary', 'mt-4 self-start')}>
              {t(link.label)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
