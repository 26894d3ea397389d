import { useTranslation } from 'react-i18next';
import { SavedList } from './saved-list.tsx';

/** The profile's "Saved" tab (composed by the app's profile route). */
export function SavedTab() {
  const { t } = useTranslation('offline');
  return (
    <section aria-labelledby="saved-title" className="space-y-4">
      <h2 id="saved-title" className="text-xl font-bold text-teal-950">
        {t('saved.title')}
      </h2>
      <SavedList />
    </section>
  );
}
