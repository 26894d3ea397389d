import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSiteConfig } from '@/shared/api/get-site-config.ts';
import { useScrollReveal } from '@/shared/hooks/use-scroll-reveal.ts';
import { BackToTop } from '@/shared/ui/back-to-top.tsx';
import { OfflineNotice } from '@/shared/ui/offline-notice.tsx';
import { LoadingState } from '@/shared/ui/query-states.tsx';
import { SkipLink } from '@/shared/ui/skip-link.tsx';
import { MarkTakenOver } from '../mark-taken-over.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { isBarePath, isChatRoom, isExamAttempt } from './is-bare-path.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/**
 * The frame of every public page. The launch mode comes with the page itself (a meta tag the
 * server writes), so a pre-launch '/' is bare from the first paint; /api/config confirms it.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { config } = useSiteConfig();
  const bare = isBarePath(pathname, config.launchMode);
  const floating = !isExamAttempt(pathname) && !isChatRoom(pathname);
  useScrollReveal();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      {!bare && <Header />}
      <OfflineNotice banner text={t('offline.notice')} />
      {/* At least a screen tall, so the footer starts below the fold and does not jump down
          (a layout shift) when the page's code and data arrive. */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
          <MarkTakenOver />
        </Suspense>
      </main>
      {!bare && (
        <>
          <Footer />
          <ScrollToTop />
          {floating && <BackToTop />}
        </>
      )}
    </div>
  );
}
