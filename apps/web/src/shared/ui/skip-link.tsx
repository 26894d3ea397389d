import { useTranslation } from 'react-i18next';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:rounded-full focus:bg-teal-800 focus:px-5 focus:py-3 focus:font-semibold focus:text-white"
    >
      {t('skipToContent')}
    </a>
  );
}
