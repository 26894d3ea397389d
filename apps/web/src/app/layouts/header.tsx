import { Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ChatbotSlot } from '@/features/chatbot/chatbot-slot.tsx';
import { HeaderBell, hasBell } from '@/features/notifications/components/header-bell.tsx';
import { useDisclosure } from '@/shared/hooks/use-disclosure.ts';
import { cn } from '@/shared/lib/cn.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { LanguageMenu } from '@/shared/ui/language-menu.tsx';
import { Logo } from '@/shared/ui/logo.tsx';
import { AccountActions } from './account-actions.tsx';
import { HeaderSearch } from './header-search.tsx';
import { isExamAttempt } from './is-bare-path.ts';
import { HEADER_NAV } from './nav-items.ts';
import { SocialSiteLink } from './social-site-link.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-full px-3 font-medium whitespace-nowrap transition-colors desk:px-1.5',
    isActive ? 'bg-teal-50 text-teal-800' : 'text-slate-700 hover:bg-slate-100 hover:text-teal-800',
  );

function NavLinks({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {HEADER_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === paths.home.path}
            onClick={onNavigate}
            className={navLinkClass}
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { session } = useSession();
  // The phone menu is a native disclosure: it opens at the first tap, before the app's code
  // has loaded (issue 36), and stays open as the app takes the page over.
  const menuRef = useRef<HTMLDetailsElement>(null);
  const close = useDisclosure(menuRef);
  // Whatever leads to another page (a link, Back, a search) closes it; not the take-over,
  // which finds it as the reader left it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-site items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home.path} className="shrink-0 rounded-lg" onClick={close}>
          {/* With the bell, a phone's bar has no room for the words: the mark stays, and the
              words remain the link's name for screen readers. */}
          <Logo
            wordmarkClassName={hasBell(session?.userType) ? 'max-[479px]:sr-only' : undefined}
          />
        </Link>
        <nav aria-label={t('nav.label')} className="ms-2 hidden shrink-0 desk:block">
          <NavLinks className="flex items-center gap-0.5" />
        </nav>
        {/* The search takes the room the rest leaves (less when signed in, or in Arabic). */}
        <div className="ms-auto flex min-w-0 flex-1 items-center justify-end gap-1">
          <HeaderSearch grows className="hidden max-w-72 min-w-11 flex-1 desk:block" />
          {/* The icons keep their size; the search box gives way (it widens while in use),
              down to its icon beside a signed-in reader's bell, name and buttons; the site
              link (in the footer too) waits for a wider screen there. */}
          <SocialSiteLink className="hidden shrink-0 sm:inline-flex desk:hidden 2xl:inline-flex" />
          <LanguageMenu
            className="shrink-0"
            labelClassName="sr-only sm:not-sr-only desk:sr-only 2xl:not-sr-only"
          />
          <HeaderBell />
          <AccountActions compact className="ms-2 hidden shrink-0 items-center desk:flex" />
          {/* The chatbot (docs/product.md §4) sits here, where it covers nothing; it stays away
              during an exam attempt. Its window hangs under the bar. */}
          {!isExamAttempt(pathname) && <ChatbotSlot />}
          <details ref={menuRef} className="group desk:hidden">
            <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-teal-900 hover:bg-teal-50 [&::-webkit-details-marker]:hidden">
              <Menu aria-hidden="true" className="group-open:hidden" />
              <X aria-hidden="true" className="hidden group-open:block" />
              <span className="sr-only group-open:hidden">{t('header.openMenu')}</span>
              <span className="sr-only hidden group-open:inline">{t('header.closeMenu')}</span>
            </summary>
            {/* Under the bar, over the page, as tall as the screen leaves. */}
            <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-slate-200 bg-white px-4 pt-3 pb-5 shadow-lg">
              <HeaderSearch className="mb-3" onNavigate={close} />
              <nav aria-label={t('nav.label')}>
                <NavLinks onNavigate={close} className="flex flex-col gap-1" />
              </nav>
              <AccountActions onNavigate={close} className="mt-4 flex flex-wrap items-center" />
              <SocialSiteLink withText className="mt-3 inline-flex sm:hidden" />
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
