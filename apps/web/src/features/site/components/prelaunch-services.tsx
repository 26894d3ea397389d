import { ClipboardCheck, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn.ts';

const SERVICES = [
  { key: 'exams', icon: ClipboardCheck, ready: true },
  { key: 'platform', icon: PlayCircle, ready: false },
] as const;

/** What the platform offers; the one not open yet is marked "will be activated soon". */
export function PrelaunchServices() {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="prelaunch-services" className="mx-auto w-full max-w-4xl px-4 pb-14">
      <h2 id="prelaunch-services" className="text-center text-2xl font-bold text-teal-950">
        {t('prelaunch.services.title')}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {SERVICES.map(({ key, icon: Icon, ready }) => (
          <li
            key={key}
            className={cn(
              'rounded-2xl border bg-white p-6 shadow-sm',
              ready ? 'border-slate-200' : 'border-dashed border-amber-400',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <Icon aria-hidden="true" className="size-8 text-teal-700" />
              <span
                className={cn(
                  'rounded-full px-3 py-1 text-sm font-semibold',
                  ready ? 'bg-teal-100 text-teal-900' : 'bg-amber-200 text-amber-950',
                )}
              >
                {t(`prelaunch.services.${key}.status`)}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-bold text-teal-950">
              {t(`prelaunch.services.${key}.title`)}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-700">
              {t(`prelaunch.services.${key}.body`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
