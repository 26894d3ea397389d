import type { AccountRole } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { loginPath } from '@/config/paths.ts';
import { AuthLinkLine } from '../components/auth-link-line.tsx';
import { AuthShell } from '../components/auth-shell.tsx';
import { ResetPasswordFlow } from '../components/reset-password-flow.tsx';

function ForgotPasswordScreen({ role }: { role: AccountRole }) {
  const { t } = useTranslation('auth');
  return (
    <AuthShell title={t('forgot.title')}>
      <ResetPasswordFlow role={role} />
      <AuthLinkLine label={t('forgot.backToLogin')} to={loginPath(role)} />
    </AuthShell>
  );
}

export const StudentForgotPasswordPage = () => <ForgotPasswordScreen role="student" />;
export const TeacherForgotPasswordPage = () => <ForgotPasswordScreen role="teacher" />;
export const ParentForgotPasswordPage = () => <ForgotPasswordScreen role="parent" />;
