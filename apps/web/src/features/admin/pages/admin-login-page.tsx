import { adminLoginSchema } from '@madrasa/contracts';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { InputField } from '@/shared/ui/field.tsx';
import { LanguageMenu } from '@/shared/ui/language-menu.tsx';
import { Logo } from '@/shared/ui/logo.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { useSetupStatus } from '../api/first-run-setup.ts';
import { useLogIn } from '../api/log-in.ts';
import { FirstRunSetupForm } from '../components/first-run-setup-form.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
import { useAdminSession } from '../lib/use-admin-session.ts';

/**
 * /admin/login: e-mail and password; then back to the console page that asked for it. A
 * fresh installation with no admin shows the first-run setup here instead.
 */
export function AdminLoginPage() {
  const setupNeeded = useSetupStatus();
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md">
        <AdminEntryHeader />
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {setupNeeded.isPending ? (
            <Spinner className="mx-auto size-8" />
          ) : setupNeeded.data ? (
            <FirstRunSetupForm />
          ) : (
            <LoginForm />
          )}
        </div>
      </div>
    </main>
  );
}

function AdminEntryHeader() {
  const { t } = useTranslation('admin');
  return (
    <div className="mb-6 flex items-center justify-between">
      {/* The name starts with the words shown (speech input says "click Madrasa"). */}
      <Link to={paths.home.path} className="rounded-lg">
        <Logo />
        <span className="sr-only">{t('shell.toSite')}</span>
      </Link>
      <LanguageMenu />
    </div>
  );
}

function LoginForm() {
  const { t } = useTranslation('admin');
  usePageTitle(t('login.title'));
  const session = useAdminSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const logIn = useLogIn();
  const { bind, submit } = useSchemaForm({
    schema: adminLoginSchema,
    defaultValues: { email: '', password: '' },
    // Two fields: what is wrong shows under them, without a toast.
    invalidToast: () => null,
  });

  if (session && !logIn.isPending && !logIn.isSuccess)
    return <Navigate to={adminPaths.home} replace />;

  const onSubmit = submit(async (values) => {
    try {
      const { admin } = await logIn.mutateAsync(values);
      toastSuccess(t('login.welcome', { name: admin.name }));
      navigate(from?.startsWith(adminPaths.home) ? from : adminPaths.home, { replace: true });
    } catch (error) {
      toastError(errorMessage(error, t('login.failed')));
    }
  });

  return (
    <>
      <h1 className="text-2xl font-bold text-teal-950">{t('login.title')}</h1>
      <p className="mt-1 text-slate-700">{t('login.lead')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <fieldset disabled={logIn.isPending} className="space-y-5">
          <InputField
            label={t('login.email')}
            {...bind('email')}
            type="email"
            autoComplete="username"
            dir="ltr"
            compact
          />
          <InputField
            label={t('login.password')}
            {...bind('password')}
            type="password"
            autoComplete="current-password"
            dir="ltr"
            compact
          />
        </fieldset>
        <button
          type="submit"
          disabled={logIn.isPending}
          className={buttonClass('primary', 'w-full')}
        >
          {logIn.isPending ? (
            <Spinner className="size-5" />
          ) : (
            <LogIn aria-hidden="true" className="size-5 rtl:rotate-180" />
          )}
          {t('login.submit')}
        </button>
      </form>
    </>
  );
}
