import { adminSetupSchema } from '@madrasa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { ApiError, errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { InputField } from '@/shared/ui/field.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { SETUP_STATUS_KEY, useCompleteSetup } from '../api/first-run-setup.ts';
import { adminPaths } from '../lib/admin-paths.ts';

/**
 * The first-run setup a fresh installation shows at /admin instead of the sign-in: the
 * setup code from the server log, then the first admin's name, e-mail and password.
 */
export function FirstRunSetupForm() {
  const { t } = useTranslation('admin');
  usePageTitle(t('setup.title'));
  const navigate = useNavigate();
  const setup = useCompleteSetup();
  const queryClient = useQueryClient();
  const { bind, submit, showServerErrors } = useSchemaForm({
    schema: adminSetupSchema,
    defaultValues: { code: '', name: '', email: '', password: '' },
    invalidToast: () => null,
  });

  const onSubmit = submit(async (values) => {
    try {
      const { admin } = await setup.mutateAsync(values);
      toastSuccess(t('setup.done', { name: admin.name }));
      navigate(adminPaths.home, { replace: true });
    } catch (error) {
      showServerErrors(error);
      toastError(errorMessage(error, t('setup.failed')));
      // 409: an admin was made meanwhile (another tab, create-admin): the sign-in replaces this.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: SETUP_STATUS_KEY });
      }
    }
  });

  return (
    <>
      <h1 className="text-2xl font-bold text-teal-950">{t('setup.title')}</h1>
      <p className="mt-1 text-slate-700">{t('setup.lead')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <fieldset disabled={setup.isPending} className="space-y-5">
          <InputField
            label={t('setup.code')}
            hint={t('setup.codeHint')}
            {...bind('code')}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            compact
          />
          <InputField label={t('setup.name')} {...bind('name')} autoComplete="name" compact />
          <InputField
            label={t('login.email')}
            {...bind('email')}
            type="email"
            autoComplete="username"
            dir="ltr"
            compact
          />
          <InputField
            label={t('setup.password')}
            {...bind('password')}
            type="password"
            autoComplete="new-password"
            dir="ltr"
            compact
          />
        </fieldset>
        <button
          type="submit"
          disabled={setup.isPending}
          className={buttonClass('primary', 'w-full')}
        >
          {setup.isPending ? (
            <Spinner className="size-5" />
          ) : (
            <UserPlus aria-hidden="true" className="size-5" />
          )}
          {t('setup.submit')}
        </button>
      </form>
    </>
  );
}
