import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Page } from '@/shared/ui/page.tsx';
import { OFFLINE_CACHES } from './offline-caches.ts';
import { SavedList } from './saved-list.tsx';

type KeptPage = { href: string; title: string };

/** The pages this phone has kept (the worker's page cache), by their titles. */
function useKeptPages() {
  const [pages, setPages] = useState<KeptPage[]>([]);
  useEffect(() => {
    let current = true;
    void (async () => {
      const cache = await caches.open(OFFLINE_CACHES.pages);
      const kept = await Promise.all(
        (await cache.keys()).map(async (request) => {
          const html = (await (await cache.match(request))?.text()) ?? '';
          const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
          const url = new URL(request.url);
          return {
            href: `${url.pathname}${url.search}`,
            title: decodeTitle(title) || url.pathname,
          };
        }),
      );
      if (current) setPages(kept);
    })();
    return () => {
      current = false;
    };
  }, []);
  return pages;
}

/** A title as the page's HTML escaped it. */
const decodeTitle = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? '';

/**
 * What the service worker shows for a page never opened on this phone while offline
 * (docs/decisions.md §17): why, a retry, what is saved, and the pages it has kept.
 */
export function OfflinePage() {
  const { t } = useTranslation('offline');
  const pages = useKeptPages();
  return (
    <Page title={t('page.title')} lead={t('page.lead')}>
      <div className="space-y-8">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          <WifiOff aria-hidden="true" className="size-5" />
          {t('page.retry')}
        </button>
        <section aria-labelledby="offline-saved" className="space-y-4">
          <h2 id="offline-saved" className="text-xl font-bold text-teal-950">
            {t('saved.title')}
          </h2>
          <SavedList />
        </section>
        {pages.length > 0 && (
          <section aria-labelledby="offline-pages" className="space-y-3">
            <h2 id="offline-pages" className="text-xl font-bold text-teal-950">
              {t('page.pages')}
            </h2>
            <ul className="list-inside list-disc space-y-1">
              {pages.map((page) => (
                <li key={page.href}>
                  <a href={page.href} className="text-teal-800 underline">
                    {page.title}
                  </a>{' '}
                  {/* Many pages share the site's title: the address tells them apart. */}
                  <bdi dir="ltr" className="text-sm text-slate-600">
                    {page.href}
                  </bdi>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Page>
  );
}
