import type { UserType } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { AuthLinkLine } from '../components/auth-link-line.tsx';
import { AuthShell } from '../components/auth-shell.tsx';

const LOGIN = { student: paths.loginStudent.path, teacher: paths.loginTeacher.path } as const;

function SignupScreen({ userType }: { userType: UserType }) {
  const { t } = useTranslation('auth');
  return (
    <AuthShell title={t(`signup.${userType}.title`)}>
      <p className="mt-2 text-lg text-slate-700">{t('signup.lead')}</p>
      <AuthLinkLine prompt={t('userType.haveAccount')} label={t('loginNow')} to={LOGIN[userType]} />
    </AuthShell>
  );
}

export const StudentSignupPage = () => <SignupScreen userType="student" />;
export const TeacherSignupPage = () => <SignupScreen userType="teacher" />;
