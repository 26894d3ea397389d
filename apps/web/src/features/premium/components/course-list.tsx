import type { Entitlement } from '@madrasa/contracts';
import { BookOpenCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { entitlementLink, useEntitlementText } from '../lib/entitlement-view.ts';

/** Unlocked courses, soonest end first (as the server sorts them), each with its link. */
export function CourseList({ entitlements }: { entitlements: Entitlement[] }) {
  const { t } = useTranslation('premium');
  const text = useEntitlementText();
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {entitlements.map((entitlement) => {
        const title = text.title(entitlement);
        return (
          <li
            key={entitlement.id}
            className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-800">
              <BookOpenCheck aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-bold text-teal-950">{title}</h3>
              <p className="text-sm text-slate-700">
                {t('courses.until', { date: text.ends(entitlement) })}
              </p>
              <Link
                to={entitlementLink(entitlement)}
                aria-label={t('courses.openNamed', { name: title })}
                className={buttonClass('ghost', '-ms-3 mt-1')}
              >
                {t('courses.open')}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
