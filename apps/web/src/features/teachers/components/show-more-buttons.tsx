import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Spinner } from '@/shared/ui/spinner.tsx';

/** Show More (+3) and, once more than the first six show, Show Less (docs/product.md §2, §9). */
export function ShowMoreButtons({
  canShowMore,
  canShowLess,
  loadingMore,
  onShowMore,
  onShowLess,
  labels,
}: {
  canShowMore: boolean;
  canShowLess: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
  onShowLess?: () => void;
  labels: { more: string; less: string };
}) {
  const { t } = useTranslation();
  if (!canShowMore && !(canShowLess && onShowLess)) return null;
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      {canShowMore && (
        <button
          type="button"
          onClick={onShowMore}
          disabled={loadingMore}
          className={buttonClass('primary')}
        >
          {loadingMore && <Spinner className="size-5" />}
          {labels.more}
          {loadingMore && <span className="sr-only">{t('loading')}</span>}
        </button>
      )}
      {canShowLess && onShowLess && (
        <button type="button" onClick={onShowLess} className={buttonClass('secondary')}>
          {labels.less}
        </button>
      )}
    </div>
  );
}
