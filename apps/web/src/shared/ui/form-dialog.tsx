import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/shared/hooks/use-online.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { OfflineNotice } from '@/shared/ui/offline-notice.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';

/**
 * A create or edit form in a dialog. While saving, the whole form is disabled and the
 * button reads "Uploading..." when files are on their way (docs/product.md §4 upload busy state).
 * With `offlineText`, the button is also disabled while offline, and the text says why.
 */
export function FormDialog({
  open,
  title,
  busy,
  busyLabel,
  submitLabel,
  onSubmit,
  onOpenChange,
  offlineText,
  children,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  busyLabel: string;
  /** The submit button's text when it is not Save (Import…). */
  submitLabel?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onOpenChange: (open: boolean) => void;
  /** Why the form cannot be sent offline (files go to the server). */
  offlineText?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid grid-cols-[minmax(0,1fr)] place-items-center overflow-y-auto bg-slate-950/60 p-4">
          <Dialog.Content
            aria-describedby={undefined}
            className="w-full min-w-0 max-w-3xl rounded-2xl bg-white shadow-2xl outline-none"
          >
            <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-3">
              <Dialog.Title className="flex-1 text-xl font-bold text-teal-950">
                {title}
              </Dialog.Title>
              <Dialog.Close
                disabled={busy}
                aria-label={t('dialog.close')}
                className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <form noValidate onSubmit={onSubmit} className="px-5 py-5">
              <fieldset disabled={busy} className="space-y-5">
                {children}
              </fieldset>
              <div className="mt-6">{offlineText && <OfflineNotice text={offlineText} />}</div>
              <div className="flex flex-wrap justify-end gap-2">
                <Dialog.Close disabled={busy} className={buttonClass('secondary')}>
                  {t('dialog.cancel')}
                </Dialog.Close>
                <button
                  type="submit"
                  disabled={busy || (offlineText !== undefined && !online)}
                  className={buttonClass('primary')}
                >
                  {busy && <Spinner className="size-5" />}
                  {busy ? busyLabel : (submitLabel ?? t('dialog.save'))}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
