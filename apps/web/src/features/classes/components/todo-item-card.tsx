import { SCHOOL_TIME_ZONE, type TodoItem } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '@/shared/lib/format-date.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { itemLink } from '../lib/item-link.ts';
import { chipStateOf, StateChip } from './state-chip.tsx';

/**
 * One assignment in a To do list: what, for which class, when it is due (Amman time), where
 * it stands and, for a taken exam, the score. `linked`: the title opens the item (a student's
 * list; a parent reads only).
 */
export function TodoItemCard({
  item,
  linked,
  heading: Heading = 'h4',
}: {
  item: TodoItem;
  linked: boolean;
  /** The title's level: h4 under a list's group headings, h3 straight under a section's h2. */
  heading?: 'h3' | 'h4';
}) {
  const { t } = useTranslation('classes');
  const pick = useLocalized();
  const formatDate = useFormatDate({ timeZone: SCHOOL_TIME_ZONE });
  const title = pick(item.item, 'title');
  const href = linked ? itemLink(item.item) : null;
  const { result } = item;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-teal-800">{t(`kind.${item.item.kind}`)}</span> ·{' '}
          {item.class.name}
        </p>
        <Heading className="font-bold text-teal-950">
          {href ? (
            <Link to={href} className="underline-offset-4 hover:text-teal-800 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        <p className="text-sm text-slate-800">
          {t('assignments.due', { date: formatDate(item.due_at) })}
          {result.done_at && ` · ${t('todo.doneAt', { date: formatDate(result.done_at) })}`}
        </p>
        {item.note && (
          <p dir="auto" className="mt-1 text-sm whitespace-pre-line text-slate-700">
            {item.note}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2 sm:flex-col sm:items-end">
        <StateChip state={chipStateOf(result, item.due_at)} />
        {result.percent !== null && (
          <span className="font-bold text-slate-900">
            {t('results.percent', { percent: result.percent })}
          </span>
        )}
      </div>
    </li>
  );
}
