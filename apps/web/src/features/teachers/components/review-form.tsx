import { createReviewSchema, REVIEW_LIMITS, REVIEW_REQUIRED_KEYS } from '@madrasa/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { ApiError } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { InputField, TextAreaField } from '@/shared/ui/field.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { type ReviewFields, useCreateReview } from '../api/create-review.ts';

const reviewFormSchema = createReviewSchema.pick({ full_name: true, email: true, comment: true });
const EMPTY: ReviewFields = { full_name: '', email: '', comment: '' };

/**
 * Name, e-mail and comment, all required (the shared schema checks them before sending).
 * A sent review waits for moderation, so the visitor is told it shows once approved.
 */
export function ReviewForm({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('teachers');
  const { message, isMessage } = useMessage();
  const [sent, setSent] = useState(false);
  const mutation = useCreateReview(teacherId);
  const form = useSchemaForm({
    schema: reviewFormSchema,
    defaultValues: EMPTY,
    // A blank field asks for them all (docs/product.md §5); otherwise the first field's own error.
    invalidToast: (keys) => {
      const [first = ''] = keys;
      if (keys.some((key) => REVIEW_REQUIRED_KEYS.includes(key))) return t('form.required');
      return isMessage(first) ? message(first) : t('form.failed');
    },
  });

  const onFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) return toastError(t('form.failed'));
    if (error.isNetworkError) return toastError(t('form.network'));
    form.showServerErrors(error);
    // Throttled: the server's text says how long to wait.
    toastError(error.status === 429 && error.message ? error.message : t('form.failed'));
  };

  const onValid = (fields: ReviewFields) => {
    setSent(false);
    mutation.mutate(fields, {
      onSuccess: () => {
        toastSuccess(t('form.success'));
        form.reset();
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
        ref={form.formRef}
        noValidate
        onSubmit={form.submit(onValid)}
        className="flex flex-col gap-4"
      >
        <InputField
          label={t('form.name')}
          {...form.bind('full_name')}
          autoComplete="name"
          maxLength={REVIEW_LIMITS.fullName}
        />
        <InputField
          label={t('form.email')}
          hint={t('form.emailHint')}
          {...form.bind('email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          maxLength={REVIEW_LIMITS.email}
        />
        <TextAreaField
          label={t('form.comment')}
          {...form.bind('comment')}
          rows={5}
          maxLength={REVIEW_LIMITS.comment}
        />
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
