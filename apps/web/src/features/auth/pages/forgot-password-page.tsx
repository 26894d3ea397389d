import type { UserType } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { AuthLinkLine } from '../components/auth-link-line.tsx';
import { AuthShell } from '../components/auth-shell.tsx';

const LOGIN = { student: paths.loginStudent.path, teacher: paths.loginTeacher.path } as const;

function ForgotPasswordScreen({ userType }: { userType: UserType }) {
  const { t } = useTranslation('auth');
  return (
    <AuthShell title={t('forgot.title')}>
      <p className="mt-2 text-lg text-slate-700">{t('forgot.lead')}</p>
      <AuthLinkLine label={t('forgot.backToLogin')} to={LOGIN[userType]} />
    </AuthShell>
  );
}

export const StudentForgotPasswordPage = () => <ForgotPasswordScreen userType="student" />;
export const TeacherForgotPasswordPage = () => <ForgotPasswordScreen userType="teacher" />;
