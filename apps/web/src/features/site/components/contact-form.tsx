import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactMessage,
  type ContactMessageInput,
  contactMessageSchema,
  type MessageKey,
} from '@madrasa/contracts';
import { Send } from 'lucide-react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/lib/api-client.ts';
import { cn } from '@/shared/lib/cn.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { useMessage } from '../lib/use-message.ts';
import { CONTROL_CLASS, FormField } from './form-field.tsx';

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

/** The contact form of spec §5 and §8: every field but the message is required. */
export function ContactForm({ className }: { className?: string }) {
  const { t } = useTranslation('site');
  const { message, errorText } = useMessage();
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  // A blank required field says so under itself; the toast gives the spec's sentence once.
  const fieldError = (name: FieldPath<ContactMessageInput>) => {
    const text = errors[name]?.message;
    return text === REQUIRED ? message('validation.required') : text && errorText(text);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const confirmation = await send.mutateAsync(values);
        toastSuccess(confirmation || message('site.contact_sent'));
        form.reset(EMPTY);
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) {
          toastError(message('site.contact_invalid'));
          for (const [field, texts] of Object.entries(error.errors)) {
            if (field in EMPTY && texts[0]) {
              form.setError(field as FieldPath<ContactMessageInput>, { message: texts[0] });
            }
          }
        } else toastError(errorMessage(error, message('error.internal')));
      }
    },
    (invalid) => {
      const texts = Object.values(invalid).map((error) => error?.message);
      toastError(texts.includes(REQUIRED) ? message(REQUIRED) : errorText(texts[0]));
    },
  );

  return (
    <form
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
          <FormField key={name} label={t(label)} required error={fieldError(name)}>
            {(control) => (
              <input
                {...control}
                {...form.register(name)}
                type={type}
                autoComplete={autoComplete}
                dir={type === 'text' ? undefined : 'ltr'}
                className={cn(CONTROL_CLASS, type !== 'text' && 'text-start rtl:text-end')}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormField label={t('contact.form.message')} error={fieldError('message')}>
        {(control) => (
          <textarea {...control} {...form.register('message')} rows={5} className={CONTROL_CLASS} />
        )}
      </FormField>
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
