import type { Entitlement } from '@madrasa/contracts';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { entitlementLink, useEntitlementText } from '../lib/entitlement-view.ts';

/** After an activation: the server's message, what is now open and until when, and its link. */
export function ActivationResult({
  message,
  entitlement,
  onAnother,
}: {
  message: string;
  entitlement: Entitlement;
  onAnother: () => void;
}) {
  const { t } = useTranslation('premium');
  const text = useEntitlementText();
  return (
    <section
      aria-labelledby="activated-title"
      className="max-w-2xl rounded-2xl border border-teal-300 bg-teal-50 p-5"
    >
      <h2 id="activated-title" className="flex items-center gap-2 text-xl font-bold text-teal-950">
        <CircleCheck aria-hidden="true" className="size-6 text-teal-700" />
        {t('activate.doneTitle')}
      </h2>
      <p role="status" className="mt-2 text-slate-800">
        {message}
      </p>
      <p className="mt-2 font-semibold text-teal-950">
        {t('activate.unlocked', { title: text.title(entitlement) })}
      </p>
      <p className="text-slate-700">{t('activate.until', { date: text.ends(entitlement) })}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={entitlementLink(entitlement)} className={buttonClass('primary')}>
          {t('activate.openCourse')}
        </Link>
        <button type="button" onClick={onAnother} className={buttonClass('secondary')}>
          {t('activate.another')}
        </button>
      </div>
    </section>
  );
}
