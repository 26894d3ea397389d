import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/button-class.ts';

/**
 * The toast of a new version: the student reloads when ready, so nothing being typed is
 * lost to a reload they did not ask for; until then the page keeps the version it has.
 */
export function UpdateReady({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('offline');
  return (
    <div className="flex flex-col items-start gap-2">
      <p>{t('update.ready')}</p>
      <button type="button" className={buttonClass('primary', 'min-h-10 px-4')} onClick={onReload}>
        {t('update.reload')}
      </button>
    </div>
  );
}
