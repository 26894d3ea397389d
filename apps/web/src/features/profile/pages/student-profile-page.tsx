import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/page.tsx';
import type { ExtraTab } from '../components/profile-tabs.tsx';
import { ProfileView } from '../components/profile-view.tsx';

/**
 * /profile/student, behind the student guard (docs/product.md §6); the app's route adds the
 * tabs of other features and the chat rooms (app/routes/student-profile-route.tsx).
 */
export function StudentProfilePage({
  extraTabs,
  chatRooms,
}: {
  extraTabs?: ExtraTab<'student'>[];
  chatRooms?: ReactNode;
}) {
  const { t } = useTranslation('profile');
  return (
    <Page title={t('student.title')} lead={t('student.lead')}>
      <ProfileView role="student" extraTabs={extraTabs} chatRooms={chatRooms} />
    </Page>
  );
}
