import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { buttonClass } from '@/shared/ui/button-class.ts';

/** The closing call to sign up; a signed-in visitor has already answered it. */
export function HomeCta() {
  const { t } = useTranslation('site');
  const { session } = useSession();
  if (session) return null;
  return (
    <section aria-labelledby="home-cta" className="below-fold bg-teal-800 text-white">
      <div className="mx-auto flex max-w-site flex-col items-start gap-6 px-4 py-12 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="home-cta" className="text-2xl font-bold sm:text-3xl">
            {t('home.cta.title')}
          </h2>
          <p className="mt-3 leading-relaxed text-teal-50">{t('home.cta.body')}</p>
        </div>
        <div className="flex flex-wrap gap-3 [&_:focus-visible]:outline-amber-300">
          <Link to={paths.signupStudent.path} className={buttonClass('accent')}>
            {t('home.cta.student')}
          </Link>
          <Link
            to={paths.signupTeacher.path}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-white px-5 py-2 font-semibold whitespace-nowrap text-white transition-colors hover:bg-teal-700"
          >
            {t('home.cta.teacher')}
          </Link>
          <Link
            to={paths.loginUserType.path}
            className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-white underline underline-offset-4 hover:text-amber-200"
          >
            {t('home.cta.login')}
          </Link>
        </div>
      </div>
    </section>
  );
}
