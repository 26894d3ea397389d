import { DELETION_GRACE_DAYS } from '@madrasa/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/lib/api-client.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { toastError } from '@/shared/lib/toast.ts';
import { DeleteAccountForm } from '@/shared/privacy/delete-account-form.tsx';
import type { ExportTarget } from '@/shared/privacy/download-export.ts';
import { ExportChoices } from '@/shared/privacy/export-choices.tsx';
import { requestDeletion } from '@/shared/privacy/request-deletion.ts';

/**
 * "Child's data" on the parent's page for one child (docs/decisions.md, "Privacy"): the
 * child's export and the request to delete the child's account, with the parent's own
 * password. The API answers 403 for a child of 18 or more; that is said in the section
 * itself, in words that tell the parent why, rather than as a passing toast.
 */
export function ChildDataSection({ childId, name }: { childId: number; name: string }) {
  const { t } = useTranslation('parents');
  const { session } = useSession();
  const days = DELETION_GRACE_DAYS;
  const [adult, setAdult] = useState(false);
  const [requested, setRequested] = useState('');
  const base = `/api/parent/children/${childId}`;
  const target = useMemo<ExportTarget>(
    () => ({
      paths: { json: `${base}/data-export`, readable: `${base}/data-export/readable` },
      fileNames: {
        json: `madrasa-child-${childId}-data.json`,
        readable: `madrasa-child-${childId}-data.html`,
      },
    }),
    [base, childId],
  );
  const failed = (fallback: string) => (error: unknown) => {
    if (error instanceof ApiError && error.status === 403) setAdult(true);
    else toastError(errorMessage(error, fallback));
  };

  return (
    <section aria-labelledby="child-data" className="flex flex-col gap-6">
      <div>
        <h2 id="child-data" className="text-2xl font-bold text-teal-950">
          {t('childData.title', { name })}
        </h2>
        <p className="mt-2 text-slate-700">{t('childData.lead', { name })}</p>
      </div>
      {adult && (
        <p
          role="alert"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          {t('childData.adult', { name })}
        </p>
      )}
      <ExportChoices
        target={target}
        idPrefix="child-data"
        onFailed={failed(t('childData.exportFailed'))}
      />
      <div className="flex flex-col gap-4 rounded-2xl border border-red-200 bg-red-50/40 p-4 sm:p-6">
        <div>
          <h3 className="text-xl font-bold text-red-900">{t('childData.deleteTitle', { name })}</h3>
          <p className="mt-2 text-slate-800">{t('childData.deleteLead', { name })}</p>
          <p className="mt-2 font-semibold text-slate-900">
            {t('childData.deleteGrace', { name, days })}
          </p>
        </div>
        {requested ? (
          <p role="status" className="font-semibold text-teal-900">
            {requested}
          </p>
        ) : (
          <DeleteAccountForm
            login={session?.username ?? ''}
            texts={{
              password: t('childData.password'),
              passwordHint: t('childData.passwordHint', { name }),
              submit: t('childData.submit', { name }),
              confirmTitle: t('childData.confirmTitle', { name }),
              confirmBody: t('childData.confirmBody', { name, days }),
              confirm: t('childData.confirm'),
            }}
            request={(input) => requestDeletion(`${base}/account-deletion`, input)}
            onDone={(message) => {
              setRequested(message || t('childData.requested', { name, days }));
            }}
            onFailed={failed(t('childData.deleteFailed'))}
          />
        )}
      </div>
    </section>
  );
}
