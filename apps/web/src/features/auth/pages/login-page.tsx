import type { AccountRole } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { AuthLinkLine } from '../components/auth-link-line.tsx';
import { AuthShell } from '../components/auth-shell.tsx';
import { LoginForm } from '../components/login-form.tsx';

const LINKS = {
  student: { signup: paths.signupStudent.path, forgot: paths.forgotStudent.path },
  teacher: { signup: paths.signupTeacher.path, forgot: paths.forgotTeacher.path },
  parent: { signup: paths.signupParent.path, forgot: paths.forgotParent.path },
} as const;

function LoginScreen({ role }: { role: AccountRole }) {
  const { t } = useTranslation('auth');
  return (
    <AuthShell title={t(`login.${role}.title`)}>
      <p className="mt-2 text-lg text-slate-700">{t('login.lead')}</p>
      <LoginForm role={role} />
      <AuthLinkLine label={t('forgotPassword')} to={LINKS[role].forgot} />
      <AuthLinkLine
        prompt={t('userType.noAccount')}
        label={t('signupNow')}
        to={LINKS[role].signup}
      />
    </AuthShell>
  );
}

export const StudentLoginPage = () => <LoginScreen role="student" />;
export const TeacherLoginPage = () => <LoginScreen role="teacher" />;
export const ParentLoginPage = () => <LoginScreen role="parent" />;
