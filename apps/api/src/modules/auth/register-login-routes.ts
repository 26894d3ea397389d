import {
  type AccountRole,
  type AuthUser,
  parentLoginReply,
  parentLoginSchema,
  parentRegisterReply,
  parentRegisterSchema,
  parentSessionReply,
  parentVerifyOtpSchema,
  studentLoginReply,
  studentLoginSchema,
  studentRegisterReply,
  studentRegisterSchema,
  studentSessionReply,
  studentVerifyOtpSchema,
  teacherLoginReply,
  teacherLoginSchema,
  teacherRegisterReply,
  teacherRegisterSchema,
  teacherSessionReply,
  teacherVerifyOtpSchema,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { PER_ADDRESS } from '../../lib/rate-limits.ts';
import { codeMailerOf } from './code-mail.ts';
import { checkCredentials, logIn } from './log-in.ts';
import { registerAccount, registrationOf } from './register-account.ts';
import { verifyLoginCode } from './verify-login-code.ts';

const SCHEMAS = {
  student: {
    register: studentRegisterSchema,
    registerReply: studentRegisterReply,
    login: studentLoginSchema,
    loginReply: studentLoginReply,
    verify: studentVerifyOtpSchema,
    sessionReply: studentSessionReply,
  },
  teacher: {
    register: teacherRegisterSchema,
    registerReply: teacherRegisterReply,
    login: teacherLoginSchema,
    loginReply: teacherLoginReply,
    verify: teacherVerifyOtpSchema,
    sessionReply: teacherSessionReply,
  },
  parent: {
    register: parentRegisterSchema,
    registerReply: parentRegisterReply,
    login: parentLoginSchema,
    loginReply: parentLoginReply,
    verify: parentVerifyOtpSchema,
    sessionReply: parentSessionReply,
  },
} as const;

/** A success reply whose data holds the account under its role's key (see auth-routes.ts). */
const withAccount = <T extends object>({
  role,
  message,
  user,
  fields,
}: {
  role: AccountRole;
  message: string;
  user: AuthUser;
  fields: T;
}) => {
  const success = 'success' as const;
  if (role === 'student') return { status: success, message, data: { ...fields, student: user } };
  if (role === 'teacher') return { status: success, message, data: { ...fields, teacher: user } };
  return { status: success, message, data: { ...fields, parent: user } };
};

/** Sign-up, login and login code of one role, under /api/{student|teacher|parent}. */
export const registerLoginRoutes =
  (role: AccountRole): FastifyPluginAsyncZod =>
  async (app) => {
    const schemas = SCHEMAS[role];
    const tags = ['auth'];
    const { sessionDays } = app.config;
    const mailCode = codeMailerOf(app);
    const loginThrottle = app.accountThrottle({ name: `${role}:login`, field: 'login' });
    const codeCheckThrottle = app.accountThrottle({ name: `${role}:code`, field: `${role}_id` });

    app.post(
      '/register',
      {
        config: { rateLimit: PER_ADDRESS },
        // Before validation: a closed sign-up says so whatever the form holds.
        preValidation: async () => {
          if (role === 'teacher' && app.config.teacherSignup === 'closed') {
            throw new AppError(403, 'forbidden', 'auth.teacher_signup_closed');
          }
        },
        schema: { tags, body: schemas.register, response: { 201: schemas.registerReply } },
      },
      async (request, reply) => {
        const body = request.body;
        const user = await registerAccount(app.db, registrationOf(body));
        reply.code(201);
        return withAccount({
          role,
          message: translate(request.language, 'auth.registered'),
          user,
          fields: { id: user.id, username: user.username },
        });
      },
    );

    app.post(
      '/login',
      {
        config: { rateLimit: PER_ADDRESS },
        schema: { tags, body: schemas.login, response: { 200: schemas.loginReply } },
      },
      async (request, reply) => {
        await loginThrottle.assertOpen(request, reply);
        const { login, password } = request.body;
        const account = await checkCredentials(app.db, { role, login, password }).catch(
          async (error) => {
            await loginThrottle.hit(request);
            throw error;
          },
        );
        const result = await logIn(app.db, {
          role,
          account,
          sessionDays,
          mailCode,
          sessions: app.sessions,
        });
        if (result.kind === 'code_sent') {
          await loginThrottle.hit(request);
          return withAccount({
            role,
            message: translate(request.language, 'auth.otp_sent'),
            user: result.user,
            fields: { id: result.user.id, verification_required: true as const },
          });
        }
        const { deletionCancelled } = result;
        return withAccount({
          role,
          message: translate(
            request.language,
            deletionCancelled ? 'privacy.deletion_cancelled' : 'auth.login_success',
          ),
          user: result.user,
          fields: {
            token: result.token,
            id: result.user.id,
            username: result.user.username,
            ...(deletionCancelled ? { deletion_cancelled: true as const } : {}),
          },
        });
      },
    );

    app.post(
      '/verify-otp',
      {
        config: { rateLimit: PER_ADDRESS },
        schema: { tags, body: schemas.verify, response: { 200: schemas.sessionReply } },
      },
      async (request, reply) => {
        await codeCheckThrottle.take(request, reply);
        const body = request.body;
        const userId =
          'student_id' in body
            ? body.student_id
            : 'teacher_id' in body
              ? body.teacher_id
              : body.parent_id;
        const { token, user } = await verifyLoginCode(app.db, {
          role,
          userId,
          code: body.otp,
          sessionDays,
          sessions: app.sessions,
        });
        return withAccount({
          role,
          message: translate(request.language, 'auth.otp_verified'),
          user,
          fields: { token, id: user.id, username: user.username },
        });
      },
    );
  };
