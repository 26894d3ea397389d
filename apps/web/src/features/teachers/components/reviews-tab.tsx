import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useTeacherReviews } from '../api/get-teacher-reviews.ts';
import { useShowMore } from '../hooks/use-show-more.ts';
import { ReviewCard } from './review-card.tsx';
import { ReviewForm } from './review-form.tsx';
import { ShowMoreButtons } from './show-more-buttons.tsx';

/** Published reviews (6, then +3; Show Less back to 6) and the form to write one. */
export function ReviewsTab({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('teachers');
  const reviews = useTeacherReviews(teacherId);
  const list = useShowMore(reviews);

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="reviews-heading">
        <h2 id="reviews-heading" className="mb-6 text-2xl font-bold text-teal-950">
          {t('reviews.heading')}
        </h2>
        {reviews.isPending ? (
          <LoadingState />
        ) : reviews.isError ? (
          <ErrorState message={t('reviews.failed')} onRetry={() => void reviews.refetch()} />
        ) : list.items.length === 0 ? (
          <EmptyState>{t('reviews.empty')}</EmptyState>
        ) : (
          <>
            <ul className="flex flex-col gap-4">
              {list.shown.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
            <ShowMoreButtons
              canShowMore={list.canShowMore}
              canShowLess={list.canShowLess}
              loadingMore={list.loadingMore}
              onShowMore={list.showMore}
              onShowLess={list.showLess}
              labels={{ more: t('reviews.showMore'), less: t('reviews.showLess') }}
            />
          </>
        )}
      </section>
      <ReviewForm teacherId={teacherId} />
    </div>
  );
}
