import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { cn } from '@/shared/lib/cn.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { LanguageMenu } from '@/shared/ui/language-menu.tsx';
import { Logo } from '@/shared/ui/logo.tsx';
import { SkipLink } from '@/shared/ui/skip-link.tsx';
import { useLogOut } from '../api/log-out.ts';
import { useAdminSession } from '../lib/use-admin-session.ts';
import { AdminNav } from './admin-nav.tsx';
import { NoFfmpegBanner } from './no-ffmpeg-banner.tsx';

/**
 * The console frame: a top bar (site link, language, the admin, sign out) and a sidebar
 * of sections, which folds into a toggled panel on phones.
 */
export function AdminShell() {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const logOut = useLogOut();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();

  // A new page closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="flex h-16 items-center gap-2 px-3 sm:px-5">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((value) => !value)}
            className="grid size-11 place-items-center rounded-lg text-teal-900 hover:bg-teal-50 lg:hidden"
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{t(open ? 'nav.close' : 'nav.open')}</span>
          </button>
          <Link to={paths.home.path} className="shrink-0 rounded-lg">
            {/* Phones: the mark alone leaves room for the language menu and log-out button. */}
            <Logo wordmarkClassName="max-sm:hidden" />
            {/* After the words shown, so the name holds them (speech input). */}
            <span className="sr-only">{t('shell.toSite')}</span>
          </Link>
          <span className="ms-1 hidden rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 sm:inline">
            {t('shell.badge')}
          </span>
          <div className="ms-auto flex items-center gap-1">
            <LanguageMenu />
            {session && (
              <span className="hidden max-w-48 truncate px-2 text-slate-700 md:inline">
                {session.admin.name}
              </span>
            )}
            <button
              type="button"
              disabled={logOut.isPending}
              onClick={() =>
                logOut.mutate(undefined, { onError: () => toastError(t('shell.logoutFailed')) })
              }
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-100"
            >
              <LogOut aria-hidden="true" className="size-5 rtl:rotate-180" />
              <span className="sr-only sm:not-sr-only">{t('shell.logout')}</span>
            </button>
          </div>
        </div>
      </header>
      <NoFfmpegBanner />
      <div className="lg:flex">
        <aside
          id={navId}
          className={cn(
            'border-b border-slate-200 bg-white p-3 lg:sticky lg:top-16 lg:block lg:h-[calc(100dvh-4rem)] lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-e lg:border-b-0',
            open ? 'block' : 'hidden',
          )}
        >
          <AdminNav onNavigate={() => setOpen(false)} />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-3 py-6 outline-none sm:px-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
