import {
  type ContactMessageInput,
  contactMessageSchema,
  type MessageKey,
} from '@madrasa/contracts';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { ApiError, errorMessage } from '@/shared/lib/api-client.ts';
import { cn } from '@/shared/lib/cn.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { InputField, TextAreaField } from '@/shared/ui/field.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const REQUIRED: MessageKey = 'site.contact_required';
const EMPTY: ContactMessageInput = {
  full_name: '',
  phone_number: '',
  email: '',
  subject: '',
  message: '',
};
const INPUTS = [
  { name: 'full_name', label: 'contact.form.fullName', type: 'text', autoComplete: 'name' },
  { name: 'phone_number', label: 'contact.form.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'contact.form.email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'contact.form.subject', type: 'text', autoComplete: 'off' },
] as const;

/** The contact form of docs/product.md §5 and §8: every field but the message is required. */
export function ContactForm({ className }: { className?: string }) {
  const { t } = useTranslation('site');
  const { message, errorText } = useMessage();
  const send = useSendContactMessage();
  const form = useSchemaForm({
    schema: contactMessageSchema,
    defaultValues: EMPTY,
    // The toast gives product.md §5's sentence once, or else the first field's own error.
    invalidToast: (errors) =>
      errors.includes(REQUIRED) ? message(REQUIRED) : errorText(errors[0]),
  });
  // A blank required field says so under itself; the toast says product.md §5's sentence.
  const bind = (name: keyof ContactMessageInput) => {
    const { registration, error } = form.bind(name);
    return { registration, error: error === REQUIRED ? 'validation.required' : error };
  };

  const onSubmit = form.submit(async (values) => {
    try {
      const confirmation = await send.mutateAsync(values);
      toastSuccess(confirmation || message('site.contact_sent'));
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        toastError(message('site.contact_invalid'));
        form.showServerErrors(error);
      } else toastError(errorMessage(error, message('error.internal')));
    }
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form"
      className={cn('space-y-5', className)}
    >
      <div>
        <h2 id="contact-form" className="text-2xl font-bold text-teal-950">
          {t('contact.form.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('contact.form.hint')}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {INPUTS.map(({ name, label, type, autoComplete }) => (
          <InputField
            key={name}
            label={t(label)}
            required
            {...bind(name)}
            type={type}
            autoComplete={autoComplete}
            dir={type === 'text' ? undefined : 'ltr'}
            controlClassName={type === 'text' ? undefined : 'text-start rtl:text-end'}
          />
        ))}
      </div>
      <TextAreaField
        label={t('contact.form.message')}
        optional={t('contact.form.optional')}
        {...bind('message')}
        rows={5}
      />
      <button type="submit" disabled={send.isPending} className={buttonClass('primary')}>
        {send.isPending ? (
          <Spinner className="size-5" />
        ) : (
          <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        )}
        {t(send.isPending ? 'contact.form.sending' : 'contact.form.send')}
      </button>
    </form>
  );
}
