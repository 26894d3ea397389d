import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';
import { ProfileView } from '../components/profile-view.tsx';

/** /profile/teacher, behind the teacher guard (docs/product.md §6); the app's route gives the chat rooms. */
export function TeacherProfilePage({ chatRooms }: { chatRooms?: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <Page title={t('teacher.title')} lead={t('teacher.lead')}>
      <ProfileView role="teacher" chatRooms={chatRooms} />
    </Page>
  );
}
