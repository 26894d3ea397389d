import type { SiteRole } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { AuthLinkLine } from '../components/auth-link-line.tsx';
import { AuthShell } from '../components/auth-shell.tsx';
import { ResetPasswordFlow } from '../components/reset-password-flow.tsx';

const LOGIN = { student: paths.loginStudent.path, teacher: paths.loginTeacher.path } as const;

function ForgotPasswordScreen({ userType }: { userType: SiteRole }) {
  const { t } = useTranslation('auth');
  return (
    <AuthShell title={t('forgot.title')}>
      <ResetPasswordFlow userType={userType} />
      <AuthLinkLine label={t('forgot.backToLogin')} to={LOGIN[userType]} />
    </AuthShell>
  );
}

export const StudentForgotPasswordPage = () => <ForgotPasswordScreen userType="student" />;
export const TeacherForgotPasswordPage = () => <ForgotPasswordScreen userType="teacher" />;
