import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/button-class.ts';

/** The embedded map (lazy: it is below the fold) and a link opening the full map in a new tab. */
export function ContactMap({
  embedUrl,
  mapUrl,
  location,
}: {
  embedUrl: string | null;
  mapUrl: string | null;
  location: string;
}) {
  const { t } = useTranslation(['site', 'common']);
  if (!embedUrl && !mapUrl) return null;
  return (
    <section aria-labelledby="contact-map" className="flex flex-col gap-4">
      <h2 id="contact-map" className="text-2xl font-bold text-teal-950">
        {t('contact.map.heading')}
      </h2>
      {embedUrl && (
        <iframe
          src={embedUrl}
          title={t('contact.map.title', { location })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="aspect-[4/3] w-full rounded-2xl border border-slate-200 bg-slate-100"
        />
      )}
      {mapUrl && (
        <a
          href={mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'self-start')}
        >
          <ExternalLink aria-hidden="true" className="size-5" />
          {t('contact.viewLocation')}
          <span className="sr-only">{t('common:newTab')}</span>
        </a>
      )}
    </section>
  );
}
