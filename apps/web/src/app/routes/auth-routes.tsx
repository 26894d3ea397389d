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
  { path: paths.login.path, lazy: page(auth.roleChoice, (m) => m.LoginRoleChoicePage, 'auth') },
  {
    path: paths.loginUserType.path,
    lazy: page(auth.roleChoice, (m) => m.LoginRoleChoicePage, 'auth'),
  },
  { path: paths.signup.path, lazy: page(auth.roleChoice, (m) => m.SignupRoleChoicePage, 'auth') },
  {
    path: paths.signupUserType.path,
    lazy: page(auth.roleChoice, (m) => m.SignupRoleChoicePage, 'auth'),
  },
  { path: paths.loginStudent.path, lazy: page(auth.login, (m) => m.StudentLoginPage, 'auth') },
  { path: paths.loginTeacher.path, lazy: page(auth.login, (m) => m.TeacherLoginPage, 'auth') },
  { path: paths.signupStudent.path, lazy: page(auth.signup, (m) => m.StudentSignupPage, 'auth') },
  { path: paths.signupTeacher.path, lazy: page(auth.signup, (m) => m.TeacherSignupPage, 'auth') },
  { path: paths.loginParent.path, lazy: page(auth.login, (m) => m.ParentLoginPage, 'auth') },
  { path: paths.signupParent.path, lazy: page(auth.signup, (m) => m.ParentSignupPage, 'auth') },
  {
    path: paths.forgotParent.path,
    lazy: page(auth.forgot, (m) => m.ParentForgotPasswordPage, 'auth'),
  },
  {
    path: paths.forgotStudent.path,
    lazy: page(auth.forgot, (m) => m.StudentForgotPasswordPage, 'auth'),
  },
  {
    path: paths.forgotTeacher.path,
    lazy: page(auth.forgot, (m) => m.TeacherForgotPasswordPage, 'auth'),
  },
  {
    path: paths.loginConfirmation.path,
    lazy: page(
      () => import('@/features/auth/pages/login-confirmation-page.tsx'),
      (m) => m.LoginConfirmationPage,
      'auth',
    ),
  },
];
