import { ArrowRight, GraduationCap, Presentation, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AuthLinkLine } from '../components/auth-link-line.tsx';
import { AuthShell } from '../components/auth-shell.tsx';

type Mode = 'login' | 'signup';

const TARGETS = {
  login: {
    teacher: paths.loginTeacher.path,
    student: paths.loginStudent.path,
    parent: paths.loginParent.path,
  },
  signup: {
    teacher: paths.signupTeacher.path,
    student: paths.signupStudent.path,
    parent: paths.signupParent.path,
  },
} as const;

/**
 * Choose Teacher, Student or Parent before logging in or signing up: /login/user-type and
 * /signup/user-type (docs/product.md §2), and /login and /signup too. The texts keep the screen's name.
 */
function RoleChoice({ mode }: { mode: Mode }) {
  const { t } = useTranslation('auth');
  const options = [
    { role: 'teacher', icon: Presentation, to: TARGETS[mode].teacher },
    { role: 'student', icon: GraduationCap, to: TARGETS[mode].student },
    { role: 'parent', icon: UsersRound, to: TARGETS[mode].parent },
  ] as const;

  return (
    <AuthShell title={t(`userType.${mode}.title`)}>
      <p className="mt-2 text-lg text-slate-700">{t('userType.prompt')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {options.map(({ role, icon: Icon, to }) => (
          <li key={role}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-3 rounded-2xl border-2 border-slate-200 bg-white p-5 transition hover:border-teal-600 hover:bg-teal-50"
            >
              <span className="flex items-center justify-between">
                <span className="grid size-12 place-items-center rounded-full bg-teal-700 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <ArrowRight aria-hidden="true" className="size-5 text-teal-700 rtl:rotate-180" />
              </span>
              <span className="text-xl font-bold text-teal-950">{t(`userType.${role}`)}</span>
              <span className="text-slate-700">{t(`userType.${role}.hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {mode === 'signup' ? (
        <AuthLinkLine
          prompt={t('userType.haveAccount')}
          label={t('loginNow')}
          to={paths.loginUserType.path}
        />
      ) : (
        <AuthLinkLine
          prompt={t('userType.noAccount')}
          label={t('signupNow')}
          to={paths.signupUserType.path}
        />
      )}
    </AuthShell>
  );
}

export const LoginRoleChoicePage = () => <RoleChoice mode="login" />;
export const SignupRoleChoicePage = () => <RoleChoice mode="signup" />;
