import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ChatbotSlot } from '@/features/chatbot/chatbot-slot.tsx';
import { HeaderBell, hasBell } from '@/features/notifications/components/header-bell.tsx';
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Opening the menu moves focus into it; Escape closes it and gives focus back to the toggle.
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

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
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex size-11 items-center justify-center rounded-full text-teal-900 hover:bg-teal-50 desk:hidden"
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">{t(open ? 'header.closeMenu' : 'header.openMenu')}</span>
          </button>
        </div>
      </div>
      <div
        id={menuId}
        ref={panelRef}
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 pt-3 pb-5 desk:hidden"
      >
        <HeaderSearch className="mb-3" onNavigate={close} />
        <nav aria-label={t('nav.label')}>
          <NavLinks onNavigate={close} className="flex flex-col gap-1" />
        </nav>
        <AccountActions onNavigate={close} className="mt-4 flex flex-wrap items-center" />
        <SocialSiteLink withText className="mt-3 inline-flex sm:hidden" />
      </div>
    </header>
  );
}
