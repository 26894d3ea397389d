import type { SiteRole } from '@madrasa/contracts';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { directionOf } from '@/shared/lib/direction.ts';
import { ProgressTab } from '@/shared/progress/progress-tab.tsx';
import { PastExamAttempts } from '@/shared/ui/past-exam-attempts.tsx';
import type { ProfileOf } from '../api/profile-types.ts';
import { AdditionalInfoTab } from './additional-info-tab.tsx';
import { ChangePasswordTab } from './change-password-tab.tsx';
import { ParentsTab } from './parents-tab.tsx';
import { PersonalInfoTab } from './personal-info-tab.tsx';
import { TabList } from './tab-list.tsx';
import { UploadsTab } from './uploads-tab.tsx';

const PANEL = 'mt-8 rounded-lg';

/**
 * A tab another feature adds, through the app's route (a feature never imports another):
 * the student's "Your data" (features/privacy) comes this way.
 */
export type ExtraTab<R extends SiteRole> = {
  value: string;
  label: string;
  render: (profile: ProfileOf<R>) => ReactNode;
};

/**
 * docs/product.md §2: Personal Information, Additional Information, Change Password and Chat Rooms;
 * a teacher also has Uploads, a student My computer-based exams (past attempts). Personal
 * Information opens first, unless a link names another tab (`?tab=classes`).
 */
export function ProfileTabs<R extends SiteRole>({
  role,
  profile,
  extraTabs = [],
  chatRooms,
}: {
  role: R;
  profile: ProfileOf<R>;
  extraTabs?: ExtraTab<R>[];
  /** The Chat Rooms tab's content: the rooms of features/chat, given by the app's route. */
  chatRooms?: ReactNode;
}) {
  const { t, i18n } = useTranslation('profile');
  const wanted = useSearchParams()[0].get('tab');
  const items = [
    { value: 'personal', label: t('tabs.personal') },
    { value: 'additional', label: t('tabs.additional') },
    { value: 'password', label: t('tabs.password') },
    { value: 'chat-rooms', label: t('tabs.chatRooms') },
    ...(role === 'teacher' ? [{ value: 'uploads', label: t('tabs.uploads') }] : []),
    ...(role === 'student' ? [{ value: 'exams', label: t('past.tab', { ns: 'exams' }) }] : []),
    ...(role === 'student'
      ? [{ value: 'progress', label: t('tab.label', { ns: 'progress' }) }]
      : []),
    ...(role === 'student' ? [{ value: 'parents', label: t('tab.label', { ns: 'parents' }) }] : []),
    ...extraTabs.map(({ value, label }) => ({ value, label })),
  ];
  return (
    <Tabs.Root
      defaultValue={items.some((item) => item.value === wanted) ? (wanted ?? '') : 'personal'}
      dir={directionOf(i18n.resolvedLanguage)}
    >
      <TabList label={t('tabs.label')} items={items} />
      <Tabs.Content value="personal" className={PANEL}>
        <PersonalInfoTab role={role} profile={profile} />
      </Tabs.Content>
      <Tabs.Content value="additional" className={PANEL}>
        <AdditionalInfoTab role={role} profile={profile} />
      </Tabs.Content>
      <Tabs.Content value="password" className={PANEL}>
        <ChangePasswordTab role={role} phoneNumber={profile.phone_number} />
      </Tabs.Content>
      <Tabs.Content value="chat-rooms" className={PANEL}>
        {chatRooms}
      </Tabs.Content>
      {role === 'student' && (
        <Tabs.Content value="exams" className={PANEL}>
          <PastExamAttempts />
        </Tabs.Content>
      )}
      {role === 'student' && (
        <Tabs.Content value="progress" className={PANEL}>
          <ProgressTab />
        </Tabs.Content>
      )}
      {role === 'student' && (
        <Tabs.Content value="parents" className={PANEL}>
          <ParentsTab />
        </Tabs.Content>
      )}
      {role === 'teacher' && (
        <Tabs.Content value="uploads" className={PANEL}>
          <UploadsTab />
        </Tabs.Content>
      )}
      {extraTabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className={PANEL}>
          {tab.render(profile)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
