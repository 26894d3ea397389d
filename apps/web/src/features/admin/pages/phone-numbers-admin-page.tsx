import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { usePhoneConflicts } from '../api/list-phone-conflicts.ts';
import { AdminPageFrame } from '../components/admin-page-frame.tsx';

/**
 * /admin/phone-numbers — accounts left apart when stored numbers were brought to their
 * international form, because two accounts of one role held one number written two ways.
 */
export function PhoneNumbersAdminPage() {
  const { t } = useTranslation('admin');
  const conflicts = usePhoneConflicts();
  return (
    <AdminPageFrame title={t('phones.title')} lead={t('phones.lead')}>
      {conflicts.isPending ? (
        <LoadingState />
      ) : conflicts.isError ? (
        <ErrorState
          message={errorMessage(conflicts.error, t('list.failed'))}
          onRetry={() => conflicts.refetch()}
        />
      ) : conflicts.data.length === 0 ? (
        <EmptyState>{t('phones.none')}</EmptyState>
      ) : (
        <ul className="space-y-4">
          {conflicts.data.map((conflict) => (
            <li
              key={`${conflict.role}-${conflict.phone_number}`}
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <h2 className="text-lg font-bold text-teal-950">
                <bdi dir="ltr">{conflict.phone_number}</bdi>
                <span className="ms-2 text-base font-normal text-slate-700">
                  {t(`phones.role.${conflict.role}`)}
                </span>
              </h2>
              <table className="mt-3 w-full text-start">
                <thead>
                  <tr className="text-sm text-slate-700">
                    <th scope="col" className="pe-4 text-start font-semibold">
                      {t('phones.account')}
                    </th>
                    <th scope="col" className="pe-4 text-start font-semibold">
                      {t('phones.stored')}
                    </th>
                    <th scope="col" className="text-start font-semibold">
                      {t('teachers.email')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {conflict.accounts.map((account) => (
                    <tr key={account.id} className="border-t border-slate-100">
                      <td className="py-2 pe-4">{account.id}</td>
                      <td className="py-2 pe-4">
                        <bdi dir="ltr">{account.phone_number}</bdi>
                      </td>
                      <td className="py-2 break-all">
                        <bdi dir="ltr">{account.email}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      )}
    </AdminPageFrame>
  );
}
