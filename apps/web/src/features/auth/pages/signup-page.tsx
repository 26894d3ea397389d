import type { AccountRole } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { loginPath } from '@/config/paths.ts';
import { useSiteConfig } from '@/shared/api/get-site-config.ts';
import { LoadingState } from '@/shared/ui/query-states.tsx';
import { AuthLinkLine } from '../components/auth-link-line.tsx';
import { AuthShell } from '../components/auth-shell.tsx';
import { ParentSignupForm } from '../components/parent-signup-form.tsx';
import { StudentSignupForm } from '../components/student-signup-form.tsx';
import { TeacherSignupForm } from '../components/teacher-signup-form.tsx';

/** Teacher sign-up is open unless the server says `teacher_signup: closed` (docs/decisions.md §6). */
function TeacherSignup() {
  const { t } = useTranslation('auth');
  const { config, isPending } = useSiteConfig();
  if (isPending) return <LoadingState />;
  if (config.teacherSignup === 'closed') {
    return (
      <p role="status" className="mt-6 rounded-2xl bg-amber-50 px-5 py-6 text-lg text-amber-950">
        {t('signup.closed')}
      </p>
    );
  }
  return <TeacherSignupForm />;
}

function SignupScreen({ role }: { role: AccountRole }) {
  const { t } = useTranslation('auth');
  const title = t(`signup.${role}.title`);
  // The teacher's heading is the specification's (docs/product.md §2), under the page's name;
  // the others' heading says who signs up, the same sentence under it.
  const words =
    role === 'teacher'
      ? { kicker: title, heading: t('signup.heading') }
      : { lead: t('signup.heading') };
  return (
    <AuthShell title={title} {...words}>
      {role === 'teacher' ? (
        <TeacherSignup />
      ) : role === 'parent' ? (
        <ParentSignupForm />
      ) : (
        <StudentSignupForm />
      )}
      <AuthLinkLine prompt={t('userType.haveAccount')} label={t('loginNow')} to={loginPath(role)} />
    </AuthShell>
  );
}

export const StudentSignupPage = () => <SignupScreen role="student" />;
export const TeacherSignupPage = () => <SignupScreen role="teacher" />;
export const ParentSignupPage = () => <SignupScreen role="parent" />;
