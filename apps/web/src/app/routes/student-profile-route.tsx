import { useTranslation } from 'react-i18next';
import { RoomList } from '@/features/chat/components/room-list.tsx';
import { ClassesTab } from '@/features/classes/components/classes-tab.tsx';
import { CLASSES_TAB } from '@/features/classes/lib/classes-tab.ts';
import { SavedTab } from '@/features/offline/saved-tab.tsx';
import { MyCoursesTab } from '@/features/premium/components/my-courses-tab.tsx';
import { PrivacyTab } from '@/features/privacy/components/privacy-tab.tsx';
import { StudentProfilePage } from '@/features/profile/pages/student-profile-page.tsx';

/**
 * The student's profile with the tabs of other features, put together here because a
 * feature never imports another: "Classes" (features/classes), "My courses" (features/premium),
 * "Saved" (features/offline) and "Your data" (features/privacy), and the Chat Rooms tab's rooms
 * (features/chat).
 */
export function StudentProfileRoute() {
  const { t } = useTranslation(['privacy', 'offline', 'classes', 'premium']);
  return (
    <StudentProfilePage
      chatRooms={<RoomList />}
      extraTabs={[
        { value: CLASSES_TAB, label: t('tab', { ns: 'classes' }), render: () => <ClassesTab /> },
        {
          value: 'courses',
          label: t('courses.tab', { ns: 'premium' }),
          render: () => <MyCoursesTab />,
        },
        { value: 'saved', label: t('saved.tab', { ns: 'offline' }), render: () => <SavedTab /> },
        {
          value: 'privacy',
          label: t('tab'),
          render: (profile) => <PrivacyTab login={profile.email} />,
        },
      ]}
    />
  );
}
