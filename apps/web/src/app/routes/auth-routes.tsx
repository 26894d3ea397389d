import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
import { page } from './lazy-page.ts';

const auth = {
  roleChoice: () => import('@/features/auth/pages/role-choice-page.tsx'),
  login: () => import('@/features/auth/pages/login-page.tsx'),
  signup: () => import('@/features/auth/pages/signup-page.tsx'),
  forgot: () => import('@/features/auth/pages/forgot-password-page.tsx'),
};
/** The entry screens; the layout hides its chrome on their paths. */
export const authRoutes: RouteObject[] = [
  {
    path: paths.login.path,
    lazy: page(auth.roleChoice, { pick: (m) => m.LoginRoleChoicePage, namespaces: ['auth'] }),
  },
  {
    path: paths.loginUserType.path,
    lazy: page(auth.roleChoice, { pick: (m) => m.LoginRoleChoicePage, namespaces: ['auth'] }),
  },
  {
    path: paths.signup.path,
    lazy: page(auth.roleChoice, { pick: (m) => m.SignupRoleChoicePage, namespaces: ['auth'] }),
  },
  {
    path: paths.signupUserType.path,
    lazy: page(auth.roleChoice, { pick: (m) => m.SignupRoleChoicePage, namespaces: ['auth'] }),
  },
  {
    path: paths.loginStudent.path,
    lazy: page(auth.login, { pick: (m) => m.StudentLoginPage, namespaces: ['auth'] }),
  },
  {
    path: paths.loginTeacher.path,
    lazy: page(auth.login, { pick: (m) => m.TeacherLoginPage, namespaces: ['auth'] }),
  },
  {
    path: paths.signupStudent.path,
    lazy: page(auth.signup, { pick: (m) => m.StudentSignupPage, namespaces: ['auth'] }),
  },
  {
    path: paths.signupTeacher.path,
    lazy: page(auth.signup, { pick: (m) => m.TeacherSignupPage, namespaces: ['auth'] }),
  },
  {
    path: paths.forgotStudent.path,
    lazy: page(auth.forgot, { pick: (m) => m.StudentForgotPasswordPage, namespaces: ['auth'] }),
  },
  {
    path: paths.forgotTeacher.path,
    lazy: page(auth.forgot, { pick: (m) => m.TeacherForgotPasswordPage, namespaces: ['auth'] }),
  },
  {
    path: paths.loginConfirmation.path,
    lazy: page(() => import('@/features/auth/pages/login-confirmation-page.tsx'), {
      pick: (m) => m.LoginConfirmationPage,
      namespaces: ['auth'],
    }),
  },
];
