import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, profilePath } from '@/config/paths.ts';
import { useLogout } from '@/shared/hooks/use-logout.ts';
import { cn } from '@/shared/lib/cn.ts';
import { displayName, isSignedIn } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { buttonClass } from '@/shared/ui/button-class.ts';

/**
 * Logged out: Login and Sign Up. Logged in: first name, Profile and Logout (docs/product.md §2).
 * The caller sets the display (flex, or hidden until a breakpoint).
 */
export function AccountActions({
  className,
  onNavigate,
  compact = false,
}: {
  className?: string;
  onNavigate?: () => void;
  /** Logout as an icon (its name stays for screen readers), where the header bar is tight. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { session } = useSession();
  const logout = useLogout();

  if (!isSignedIn(session)) {
    return (
      <div className={cn('gap-2', className)}>
        <Link
          to={paths.loginUserType.path}
          onClick={onNavigate}
          className={buttonClass('secondary')}
        >
          {t('auth.login')}
        </Link>
        <Link
          to={paths.signupUserType.path}
          onClick={onNavigate}
          className={buttonClass('primary')}
        >
          {t('auth.signup')}
        </Link>
      </div>
    );
  }

  return (
    <div className={cn('gap-2', className)}>
      <span className="inline-flex min-h-11 items-center gap-2 px-2 font-semibold text-teal-950">
        <UserRound aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
        <span className="max-w-28 truncate" title={displayName(session)}>
          {displayName(session)}
        </span>
      </span>
      <Link
        to={profilePath(session.userType)}
        onClick={onNavigate}
        className={buttonClass('secondary')}
      >
        {session.userType === 'parent' ? t('auth.parentPage') : t('auth.profile')}
      </Link>
      <button
        type="button"
        onClick={() => {
          onNavigate?.();
          logout();
        }}
        title={compact ? t('auth.logout') : undefined}
        className={buttonClass('ghost', compact ? 'px-3' : undefined)}
      >
        <LogOut aria-hidden="true" className="size-5 rtl:rotate-180" />
        <span className={compact ? 'sr-only' : undefined}>{t('auth.logout')}</span>
      </button>
    </div>
  );
}
