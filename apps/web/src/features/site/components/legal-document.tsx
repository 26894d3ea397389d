import { useTranslation } from 'react-i18next';
import type site from '@/locales/en/site.json';
import { toLanguage } from '@/shared/lib/direction.ts';
import { Page } from '@/shared/ui/page.tsx';

type SiteKey = keyof typeof site;
export type LegalSection = { title: SiteKey; body: SiteKey };

/** Paragraphs are separated by blank lines; a block of "- " lines is a list. */
function Body({ text }: { text: string }) {
  return text.split('\n\n').map((block) => {
    const lines = block.split('\n');
    if (lines.every((line) => line.startsWith('- '))) {
      return (
        <ul key={block} className="list-disc space-y-2 ps-6">
          {lines.map((line) => (
            <li key={line}>{line.slice(2)}</li>
          ))}
        </ul>
      );
    }
    return <p key={block}>{block}</p>;
  });
}

/** A static policy page (Privacy, Terms): numbered sections, each with its h2, and a date. */
export function LegalDocument({
  title,
  lead,
  updated,
  updatedOn,
  sections,
}: {
  title: SiteKey;
  lead: SiteKey;
  updated: SiteKey;
  /** ISO date of the text's last change. */
  updatedOn: string;
  sections: readonly LegalSection[];
}) {
  const { t, i18n } = useTranslation('site');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const date = new Date(`${updatedOn}T00:00:00Z`).toLocaleDateString(
    language === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB',
    { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  );
  return (
    <Page title={t(title)} lead={t(lead)}>
      <p className="-mt-4 mb-8 text-sm text-slate-700">{t(updated, { date })}</p>
      <div className="max-w-3xl space-y-8">
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`section-${index + 1}`}>
            <h2 id={`section-${index + 1}`} className="text-xl font-bold text-teal-950">
              <span className="me-2 text-teal-700">{index + 1}.</span>
              {t(section.title)}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-800">
              <Body text={t(section.body)} />
            </div>
          </section>
        ))}
      </div>
    </Page>
  );
}
