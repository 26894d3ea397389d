import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath, paths } from '@/config/paths.ts';
import { cn } from '@/shared/lib/cn.ts';
import { rememberReturnPath } from '@/shared/lib/return-path.ts';
import { isSignedIn } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { buttonClass } from '@/shared/ui/button-class.ts';

/**
 * In place of a locked item's play or open buttons: why it is locked (`message`, the
 * server's when it said so), "Activate a card", and "Log in" for a visitor, who comes back
 * here once logged in.
 */
export function LockedActions({
  name,
  message,
  className,
}: {
  /** The item's title, naming the link for screen readers among a list of locked items. */
  name?: string;
  message?: string;
  className?: string;
}) {
  const { t } = useTranslation('premium');
  const { session } = useSession();
  const { pathname, search } = useLocation();
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <p className="flex basis-full items-start gap-1.5 text-sm font-semibold text-amber-900">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {message ?? t('lock.locked')}
      </p>
      <Link
        to={paths.activate.path}
        aria-label={name && t('lock.activateNamed', { name })}
        className={buttonClass('primary', 'px-4')}
      >
        {t('lock.activate')}
      </Link>
      {!isSignedIn(session) && (
        <Link
          to={loginPath('student')}
          onClick={() => rememberReturnPath(`${pathname}${search}`)}
          className={buttonClass('ghost', 'px-3')}
        >
          {t('lock.login')}
        </Link>
      )}
    </div>
  );
}

/** A premium course's free preview, open to all. */
export function PreviewBadge({ className }: { className?: string }) {
  const { t } = useTranslation('premium');
  return (
    <span
      className={cn(
        'inline-flex w-fit rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900',
        className,
      )}
    >
      {t('lock.preview')}
    </span>
  );
}

/** The lock drawn over a locked item's picture, where its play button was. */
export function LockOverlay() {
  return (
    <span className="absolute inset-0 grid place-items-center bg-slate-950/45">
      <span className="grid size-14 place-items-center rounded-full bg-white/95 text-amber-800 shadow-lg">
        <Lock aria-hidden="true" className="size-7" />
      </span>
    </span>
  );
}
