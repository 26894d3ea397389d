import { School } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Page } from '@/shared/ui/page.tsx';
import { ProfileView } from '../components/profile-view.tsx';

/**
 * /profile/teacher, behind the teacher guard (docs/product.md §6), with the way to the classes;
 * the app's route gives the Chat Rooms tab its rooms.
 */
export function TeacherProfilePage({ chatRooms }: { chatRooms?: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <Page title={t('teacher.title')} lead={t('teacher.lead')}>
      <Link to={paths.teacherClasses.path} className={buttonClass('secondary', 'mb-8')}>
        <School aria-hidden="true" className="size-5" />
        {t('teacher.classes')}
      </Link>
      <ProfileView role="teacher" chatRooms={chatRooms} />
    </Page>
  );
}
