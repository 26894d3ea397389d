import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { directionOf } from '@/shared/lib/direction.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Page } from '@/shared/ui/page.tsx';

/** Five questions about this platform, one open at a time (docs/decisions.md §6). */
const QUESTIONS = [
  { q: 'faq.q1', a: 'faq.a1' },
  { q: 'faq.q2', a: 'faq.a2' },
  { q: 'faq.q3', a: 'faq.a3' },
  { q: 'faq.q4', a: 'faq.a4' },
  { q: 'faq.q5', a: 'faq.a5' },
] as const;

export function FaqPage() {
  const { t, i18n } = useTranslation('site');
  return (
    <Page title={t('faq.title')} lead={t('faq.lead')}>
      <Accordion.Root
        type="single"
        collapsible
        dir={directionOf(i18n.resolvedLanguage ?? i18n.language)}
        className="max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {QUESTIONS.map(({ q, a }) => (
          <Accordion.Item key={q} value={q}>
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start text-lg font-semibold text-teal-950 hover:bg-teal-50/60">
                  {t(q)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-teal-700 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 leading-relaxed text-slate-700">
              {t(a)}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>

      <section
        aria-labelledby="faq-more"
        className="mt-10 flex max-w-3xl flex-col items-start gap-4 rounded-2xl bg-teal-50 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="faq-more" className="text-xl font-bold text-teal-950">
            {t('faq.more.title')}
          </h2>
          <p className="mt-1 text-slate-700">{t('faq.more.body')}</p>
        </div>
        <Link to={paths.contact.path} className={buttonClass('primary')}>
          {t('faq.more.link')}
        </Link>
      </section>
    </Page>
  );
}
