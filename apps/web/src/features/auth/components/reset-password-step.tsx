import {
  type AccountRole,
  REDIRECT_DELAY_MS,
  type ResetPasswordInput,
  resetPasswordSchema,
} from '@madrasa/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPath } from '@/config/paths.ts';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { ApiError } from '@/shared/lib/api-client.ts';
import { resetPhone } from '@/shared/lib/session.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.ts';
import { resetFailureText } from '../lib/failure-text.ts';
import { withStoredPhone } from '../lib/with-stored-phone.ts';
import { PasswordFields } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';

/**
 * Reset step 3: the new password; then the kept phone is dropped and login follows in 2 s.
 * A grant past its 10 minutes (the server's `reset_expired`) is said as such and the flow
 * starts over: "Invalid password format" would send the person looking for a wrong password.
 */
export function ResetPasswordStep({
  role,
  onPhoneMissing,
  onExpired,
}: {
  role: AccountRole;
  onPhoneMissing: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation('auth');
  const { message } = useMessage();
  const { form, bind, submit, showServerErrors } = useSchemaForm({
    schema: resetPasswordSchema,
    defaultValues: {
      phone_number: resetPhone.get() ?? '',
      password: '',
      password_confirmation: '',
    },
  });
  const { setFocus, setValue } = form;
  const reset = useResetPassword();
  const { navigateLater, pending } = useDelayedNavigate();

  useEffect(() => setFocus('password'), [setFocus]);

  const send = async (body: ResetPasswordInput) => {
    try {
      const text = await reset.mutateAsync({ role, ...body });
      resetPhone.clear();
      toastSuccess(text || message('auth.password_reset'));
      navigateLater(loginPath(role), REDIRECT_DELAY_MS.afterReset);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'reset_expired') return onExpired();
      showServerErrors(error);
      toastError(resetFailureText({ step: 'password', error, t: message }));
    }
  };

  const onSubmit = withStoredPhone({
    onMissing: onPhoneMissing,
    setPhone: (phone) => setValue('phone_number', phone),
    submit: submit(send),
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      submitLabel={t('forgot.resetPassword')}
      sending={reset.isPending}
      waiting={pending}
    >
      <PasswordFields bind={bind} passwordLabel={t('field.newPassword')} />
    </AuthForm>
  );
}
