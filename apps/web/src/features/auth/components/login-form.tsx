import {
  type AccountRole,
  type LoginInput,
  parentLoginSchema,
  REDIRECT_DELAY_MS,
  studentLoginSchema,
  TOAST_MS,
  teacherLoginSchema,
} from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { takeReturnPath } from '@/shared/lib/return-path.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { toastError, toastInfo, toastSuccess } from '@/shared/lib/toast.ts';
import { InputField } from '@/shared/ui/field.tsx';
import { useLogin } from '../api/login.ts';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.ts';
import { loginFailureText } from '../lib/failure-text.ts';
import type { OtpScreenState } from '../lib/otp-screen-state.ts';
import { AuthForm } from './auth-form.tsx';

const SCHEMAS = {
  student: studentLoginSchema,
  teacher: teacherLoginSchema,
  parent: parentLoginSchema,
} as const;

/** Stands in for the username until the code screen returns the real one (docs/product.md §4). */
const PENDING_USERNAME = 'pending';

/**
 * Login of docs/product.md §4: an unverified account is sent to the code screen (session without a
 * token); otherwise the answer must carry a token, the session is saved with the first name
 * the header greets, and home follows 2 s later.
 */
export function LoginForm({ role }: { role: AccountRole }) {
  const { t } = useTranslation('auth');
  const { message } = useMessage();
  const { bind, submit } = useSchemaForm({
    schema: SCHEMAS[role],
    defaultValues: { login: '', password: '' },
  });
  const login = useLogin();
  const { signIn } = useSession();
  const { navigateLater, pending } = useDelayedNavigate();

  const send = async (input: LoginInput) => {
    try {
      const outcome = await login.mutateAsync({ role, input });
      if (outcome.kind === 'verify') {
        signIn({ id: outcome.userId, username: PENDING_USERNAME, userType: role });
        toastInfo(message('auth.otp_sent'), { autoClose: TOAST_MS.otpInfo });
        const state: OtpScreenState = { userId: outcome.userId, userType: role };
        navigateLater(paths.loginConfirmation.path, REDIRECT_DELAY_MS.afterLogin, { state });
        return;
      }
      signIn(outcome.session);
      toastSuccess(outcome.message || message('auth.login_success'), {
        autoClose: TOAST_MS.loginSuccess,
      });
      navigateLater(takeReturnPath(paths.home.path), REDIRECT_DELAY_MS.afterLogin);
    } catch (error) {
      toastError(loginFailureText(error, message));
    }
  };

  return (
    <AuthForm
      onSubmit={submit(send)}
      submitLabel={t('login.submit')}
      offlineText={t('offline.login')}
      sending={login.isPending}
      waiting={pending}
    >
      <InputField label={t('field.login')} {...bind('login')} autoComplete="username" dir="auto" />
      <InputField
        label={t('field.password')}
        {...bind('password')}
        type="password"
        autoComplete="current-password"
      />
    </AuthForm>
  );
}
