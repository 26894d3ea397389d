import type { SiteRole } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { AuthLinkLine } from '../components/auth-link-line.tsx';
import { AuthShell } from '../components/auth-shell.tsx';
import { LoginForm } from '../components/login-form.tsx';

const LINKS = {
  student: { signup: paths.signupStudent.path, forgot: paths.forgotStudent.path },
  teacher: { signup: paths.signupTeacher.path, forgot: paths.forgotTeacher.path },
} as const;

function LoginScreen({ userType }: { userType: SiteRole }) {
  const { t } = useTranslation('auth');
  return (
    <AuthShell title={t(`login.${userType}.title`)}>
      <p className="mt-2 text-lg text-slate-700">{t('login.lead')}</p>
      <LoginForm userType={userType} />
      <AuthLinkLine label={t('forgotPassword')} to={LINKS[userType].forgot} />
      <AuthLinkLine
        prompt={t('userType.noAccount')}
        label={t('signupNow')}
        to={LINKS[userType].signup}
      />
    </AuthShell>
  );
}

export const StudentLoginPage = () => <LoginScreen userType="student" />;
export const TeacherLoginPage = () => <LoginScreen userType="teacher" />;
