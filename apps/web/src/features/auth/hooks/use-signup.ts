import { REDIRECT_DELAY_MS, TOAST_MS } from '@madrasa/contracts';
import { loginPath } from '@/config/paths.ts';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { type RegisterRequest, useRegister } from '../api/register.ts';
import { signupFailureText } from '../lib/failure-text.ts';
import { useDelayedNavigate } from './use-delayed-navigate.ts';

/**
 * Sign-up of docs/product.md §4: the new (still unverified) account is saved as the session, a success
 * toast shows for 4 s and the role's login page follows after 5 s, where logging in sends the
 * code. A failure toasts "Sign Up Failed: …" and puts the server's field errors on the form.
 */
export function useSignup(showServerErrors: (error: unknown) => unknown) {
  const register = useRegister();
  const { signIn } = useSession();
  const { message } = useMessage();
  const { navigateLater, pending } = useDelayedNavigate();

  const send = async (request: RegisterRequest) => {
    try {
      const outcome = await register.mutateAsync(request);
      signIn(outcome.session);
      toastSuccess(outcome.message || message('auth.registered'), {
        autoClose: TOAST_MS.signupSuccess,
      });
      navigateLater(loginPath(request.role), REDIRECT_DELAY_MS.afterSignup);
    } catch (error) {
      showServerErrors(error);
      toastError(signupFailureText(error, message));
    }
  };

  return { send, sending: register.isPending, waiting: pending };
}
