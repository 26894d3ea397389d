import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Page } from '@/shared/ui/page.tsx';
import { useUnsubscribe } from '../api/unsubscribe.ts';

/**
 * `/unsubscribe?token=…`, the digest's opt-out link. Opening it changes nothing (mail
 * scanners follow links): one button confirms, then the server's answer shows.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <Page title={t('unsubscribe.title')}>
      {!token ? (
        <p className="text-slate-700">{t('unsubscribe.noToken')}</p>
      ) : unsubscribe.isSuccess ? (
        <p role="status" className="text-teal-900">
          {unsubscribe.data}
        </p>
      ) : (
        <>
          <p className="text-slate-700">{t('unsubscribe.lead')}</p>
          <button
            type="button"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
            className={buttonClass('primary', 'mt-6')}
          >
            {t('unsubscribe.confirm')}
          </button>
          {unsubscribe.isError && (
            <p role="alert" className="mt-4 text-red-800">
              {errorMessage(unsubscribe.error, t('unsubscribe.failed'))}
            </p>
          )}
        </>
      )}
    </Page>
  );
}
