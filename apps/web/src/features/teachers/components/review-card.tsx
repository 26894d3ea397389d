import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TeacherReview } from '../api/get-teacher-reviews.ts';

/**
 * One published review. Name and comment are plain text (React escapes them, never HTML);
 * `dir="auto"` lets an English review read left to right on the Arabic page and back.
 */
export function ReviewCard({ review }: { review: TeacherReview }) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB';
  const date =
    review.createdAt &&
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(review.createdAt));
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <Quote aria-hidden="true" className="mb-2 size-6 text-amber-500 rtl:-scale-x-100" />
      <p dir="auto" className="leading-relaxed break-words whitespace-pre-line text-slate-800">
        {review.comment}
      </p>
      <footer className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-bold text-teal-950">
          <bdi>{review.fullName}</bdi>
        </p>
        {date && review.createdAt && (
          <time dateTime={review.createdAt} className="text-sm text-slate-600">
            {date}
          </time>
        )}
      </footer>
    </article>
  );
}
