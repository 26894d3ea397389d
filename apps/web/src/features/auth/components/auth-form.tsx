import type { FormEventHandler, ReactNode } from 'react';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { LoadingOverlay } from '@/shared/ui/loading-overlay.tsx';

/**
 * A form of the entry screens: the browser's own checks are off (the shared schema reports
 * in the page's language), the button is disabled while a request runs or a redirect waits,
 * and the full-screen "Loading..." overlay covers the page during the request (docs/product.md §2).
 */
export function AuthForm({
  onSubmit,
  submitLabel,
  sending,
  waiting = false,
  children,
  className,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  sending: boolean;
  waiting?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
      <div className={className ?? 'flex flex-col gap-4'}>{children}</div>
      <button
        type="submit"
        disabled={sending || waiting}
        className={buttonClass('primary', 'w-full text-lg')}
      >
        {submitLabel}
      </button>
      {sending && <LoadingOverlay />}
    </form>
  );
}
