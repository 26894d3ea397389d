import type { FormEventHandler, ReactNode } from 'react';
import { useOnline } from '@/shared/hooks/use-online.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { LoadingOverlay } from '@/shared/ui/loading-overlay.tsx';
import { OfflineNotice } from '@/shared/ui/offline-notice.tsx';

/**
 * A form of the entry screens: the browser's own checks are off (the shared schema reports
 * in the page's language), the button is disabled while a request runs or a redirect waits,
 * and the full-screen "Loading..." overlay covers the page during the request (docs/product.md §2).
 * With `offlineText`, the button is also disabled while offline, and the text says why.
 */
export function AuthForm({
  onSubmit,
  submitLabel,
  sending,
  waiting = false,
  offlineText,
  children,
  className,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  sending: boolean;
  waiting?: boolean;
  /** Why the form cannot be sent offline (the server checks or creates the account). */
  offlineText?: string;
  children: ReactNode;
  className?: string;
}) {
  const online = useOnline();
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
      <div className={className ?? 'flex flex-col gap-4'}>{children}</div>
      <div>
        {offlineText && <OfflineNotice text={offlineText} />}
        <button
          type="submit"
          disabled={sending || waiting || (offlineText !== undefined && !online)}
          className={buttonClass('primary', 'w-full text-lg')}
        >
          {submitLabel}
        </button>
      </div>
      {sending && <LoadingOverlay />}
    </form>
  );
}
