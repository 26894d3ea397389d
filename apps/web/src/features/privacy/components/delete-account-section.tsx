import {
  type AccountDeletionInput,
  accountDeletionSchema,
  DELETION_GRACE_DAYS,
} from '@madrasa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginPath } from '@/config/paths.ts';
import { useLeaveSignedOut } from '@/shared/hooks/use-leave-signed-out.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { InputField } from '@/shared/ui/field.tsx';
import { useRequestDeletion } from '../api/request-deletion.ts';

/**
 * Deleting the account (docs/decisions.md, "Privacy"): the password, then a dialog saying
 * what happens and the grace period; on success every session has ended on the server, so
 * the stored one goes and the login page opens, where logging in cancels the deletion.
 */
export function DeleteAccountSection({ login }: { login: string }) {
  const { t } = useTranslation('privacy');
  const days = DELETION_GRACE_DAYS;
  const { formRef, bind, submit, showServerErrors } = useSchemaForm<
    AccountDeletionInput,
    AccountDeletionInput
  >({ schema: accountDeletionSchema, defaultValues: { password: '' } });
  const deletion = useRequestDeletion();
  const [confirming, setConfirming] = useState<AccountDeletionInput | null>(null);
  const leave = useLeaveSignedOut();
  const navigate = useNavigate();

  const confirm = () => {
    if (!confirming) return;
    deletion.mutate(confirming, {
      onSuccess: (text) => {
        setConfirming(null);
        toastSuccess(text || t('delete.grace', { days }));
        leave();
        navigate(loginPath('student'), { replace: true });
      },
      onError: (error) => {
        setConfirming(null);
        toastError(errorMessage(error, t('delete.failed')));
        showServerErrors(error);
      },
    });
  };

  return (
    <section
      aria-labelledby="privacy-delete"
      className="flex flex-col gap-4 rounded-2xl border border-red-200 bg-red-50/40 p-4 sm:p-6"
    >
      <div>
        <h3 id="privacy-delete" className="text-xl font-bold text-red-900">
          {t('delete.title')}
        </h3>
        <p className="mt-2 text-slate-800">{t('delete.lead')}</p>
        <p className="mt-2 font-semibold text-slate-900">{t('delete.grace', { days })}</p>
      </div>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit((values) => setConfirming(values))}
        className="flex max-w-md flex-col gap-4"
      >
        {/* Password managers match the password to this account. */}
        <input type="text" autoComplete="username" value={login} readOnly hidden />
        <InputField
          label={t('delete.password')}
          hint={t('delete.passwordHint')}
          {...bind('password')}
          type="password"
          autoComplete="current-password"
          disabled={deletion.isPending}
        />
        <div>
          <button type="submit" disabled={deletion.isPending} className={buttonClass('danger')}>
            {t('delete.submit')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t('delete.confirmTitle')}
        confirmLabel={t('delete.confirm')}
        busy={deletion.isPending}
        onConfirm={confirm}
        onOpenChange={(open) => {
          if (!open && !deletion.isPending) setConfirming(null);
        }}
      >
        <p>{t('delete.confirmBody', { days })}</p>
      </ConfirmDialog>
    </section>
  );
}
