import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';
import { ProfileView } from '../components/profile-view.tsx';

/** /profile/student, behind the student guard (docs/product.md §6). */
export function StudentProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <Page title={t('student.title')} lead={t('student.lead')}>
      <ProfileView role="student" />
    </Page>
  );
}
