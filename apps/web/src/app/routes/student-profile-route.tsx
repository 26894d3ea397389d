import { useTranslation } from 'react-i18next';
import { PrivacyTab } from '@/features/privacy/components/privacy-tab.tsx';
import { StudentProfilePage } from '@/features/profile/pages/student-profile-page.tsx';

/**
 * The student's profile with the tabs of other features, put together here because a
 * feature never imports another: "Your data" (features/privacy).
 */
export function StudentProfileRoute() {
  const { t } = useTranslation('privacy');
  return (
    <StudentProfilePage
      extraTabs={[
        {
          value: 'privacy',
          label: t('tab'),
          render: (profile) => <PrivacyTab login={profile.email} />,
        },
      ]}
    />
  );
}
