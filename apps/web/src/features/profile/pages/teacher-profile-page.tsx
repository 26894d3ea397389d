import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';
import { ProfileView } from '../components/profile-view.tsx';

/** /profile/teacher, behind the teacher guard (docs/product.md §6). */
export function TeacherProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <Page title={t('teacher.title')} lead={t('teacher.lead')}>
      <ProfileView role="teacher" />
    </Page>
  );
}
