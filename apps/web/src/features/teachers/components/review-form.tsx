import { zodResolver } from '@hookform/resolvers/zod';
import {
  createReviewSchema,
  isMessageKey,
  REVIEW_LIMITS,
  REVIEW_REQUIRED_KEYS,
} from '@madrasa/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { type ReviewFields, useCreateReview } from '../api/create-review.ts';
import { CONTROL, ReviewField } from './review-field.tsx';

const reviewFormSchema = createReviewSchema.pick({ full_name: true, email: true, comment: true });
const FIELDS = ['full_name', 'email', 'comment'] as const;
const EMPTY: ReviewFields = { full_name: '', email: '', comment: '' };

/**
 * Name, e-mail and comment, all required (the shared schema checks them before sending).
 * A sent review waits for moderation, so the visitor is told it shows once approved.
 */
export function ReviewForm({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('teachers');
  const { t: message } = useTranslation('messages');
  const [sent, setSent] = useState(false);
  const mutation = useCreateReview(teacherId);
  const form = useForm<ReviewFields, unknown, ReviewFields>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onInvalid = (invalid: FieldErrors<ReviewFields>) => {
    const keys = Object.values(invalid).map((error) => error?.message ?? '');
    const first = keys[0] ?? '';
    let text = isMessageKey(first) ? message(first) : t('form.failed');
    if (keys.some((key) => REVIEW_REQUIRED_KEYS.includes(key))) text = t('form.required');
    toastError(text, { toastId: 'review-invalid' });
  };

  const onFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) return toastError(t('form.failed'));
    if (error.isNetworkError) return toastError(t('form.network'));
    for (const field of FIELDS) {
      const message = error.errors[field]?.[0];
      if (message) form.setError(field, { message });
    }
    // Throttled: the server's text says how long to wait.
    toastError(error.status === 429 && error.message ? error.message : t('form.failed'));
  };

  const onValid = (fields: ReviewFields) => {
    setSent(false);
    mutation.mutate(fields, {
      onSuccess: () => {
        toastSuccess(t('form.success'));
        form.reset(EMPTY);
        setSent(true);
      },
      onError: onFailure,
    });
  };

  return (
    <section aria-labelledby="review-form-heading" className="rounded-3xl bg-slate-50 p-5 sm:p-6">
      <h2 id="review-form-heading" className="mb-5 text-2xl font-bold text-teal-950">
        {t('form.heading')}
      </h2>
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        className="flex flex-col gap-4"
      >
        <ReviewField label={t('form.name')} error={errors.full_name?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('full_name')}
              autoComplete="name"
              maxLength={REVIEW_LIMITS.fullName}
              className={CONTROL}
            />
          )}
        </ReviewField>
        <ReviewField
          label={t('form.email')}
          error={errors.email?.message}
          hint={t('form.emailHint')}
        >
          {(props) => (
            <input
              {...props}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              dir="ltr"
              maxLength={REVIEW_LIMITS.email}
              className={CONTROL}
            />
          )}
        </ReviewField>
        <ReviewField label={t('form.comment')} error={errors.comment?.message}>
          {(props) => (
            <textarea
              {...props}
              {...form.register('comment')}
              rows={5}
              maxLength={REVIEW_LIMITS.comment}
              className={CONTROL}
            />
          )}
        </ReviewField>
        <button
          type="submit"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
          className={buttonClass('primary', 'w-full')}
        >
          {mutation.isPending && <Spinner className="size-5" />}
          {t('form.submit')}
          {mutation.isPending && <span className="sr-only">{t('form.sending')}</span>}
        </button>
        <div role="status" aria-live="polite">
          {sent && (
            <p className="flex items-start gap-2 rounded-xl bg-emerald-50 p-4 text-emerald-900">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {t('form.pending')}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
