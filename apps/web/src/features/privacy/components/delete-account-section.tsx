import { DELETION_GRACE_DAYS } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginPath } from '@/config/paths.ts';
import { useLeaveSignedOut } from '@/shared/hooks/use-leave-signed-out.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { DeleteAccountForm } from '@/shared/privacy/delete-account-form.tsx';
import { requestDeletion } from '@/shared/privacy/request-deletion.ts';

const requestOwnDeletion = (input: { password: string }) =>
  requestDeletion('/api/student/account-deletion', input);

/**
 * Deleting the account (docs/decisions.md, "Privacy"): on success every session has ended
 * on the server, so the stored one goes and the login page opens, where logging in cancels
 * the deletion.
 */
export function DeleteAccountSection({ login }: { login: string }) {
  const { t } = useTranslation('privacy');
  const days = DELETION_GRACE_DAYS;
  const leave = useLeaveSignedOut();
  const navigate = useNavigate();

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
      <DeleteAccountForm
        login={login}
        texts={{
          password: t('delete.password'),
          passwordHint: t('delete.passwordHint'),
          submit: t('delete.submit'),
          confirmTitle: t('delete.confirmTitle'),
          confirmBody: t('delete.confirmBody', { days }),
          confirm: t('delete.confirm'),
        }}
        request={requestOwnDeletion}
        onDone={(text) => {
          toastSuccess(text || t('delete.grace', { days }));
          leave();
          navigate(loginPath('student'), { replace: true });
        }}
        onFailed={(error) => toastError(errorMessage(error, t('delete.failed')))}
      />
    </section>
  );
}
