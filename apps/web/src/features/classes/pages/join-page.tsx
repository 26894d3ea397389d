import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { Page } from '@/shared/ui/page.tsx';
import { JoinClassForm } from '../components/join-class-form.tsx';
import { CLASSES_TAB } from '../lib/classes-tab.ts';

/**
 * /join?code=…: where a class's link and QR code lead. The code is filled in, so joining is
 * one tap; then the student's Classes tab shows the class and its work.
 */
export function JoinPage() {
  const { t } = useTranslation('classes');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Page title={t('join.pageTitle')} lead={t('join.pageLead')}>
      <div className="max-w-2xl">
        <JoinClassForm
          initialCode={params.get('code') ?? ''}
          onJoined={() =>
            navigate(`${paths.studentProfile.path}?tab=${CLASSES_TAB}`, { replace: true })
          }
        />
      </div>
    </Page>
  );
}
