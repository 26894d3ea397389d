import {
  type Entitlement,
  formatCardCode,
  type LinkedPerson,
  normalizeCardCode,
  redeemCardSchema,
} from '@madrasa/contracts';
import { KeyRound } from 'lucide-react';
import type { ChangeHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { ApiError, errorMessage } from '@/shared/lib/api-client.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { InputField, SelectField } from '@/shared/ui/field.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { useRedeemCard } from '../api/redeem-card.ts';

/** How a code shows as it is typed or pasted: normalized, then grouped by four once whole. */
export const showCardCode = (typed: string) => formatCardCode(normalizeCardCode(typed));

/**
 * A card's code, typed with or without dashes, in any case, in Arabic-Indic digits, or the
 * whole link of its QR code. The check character catches a typo on the phone, before any
 * request; the server's refusal shows under the field. `linkedChildren`: a parent picks the child
 * (`student_id`); a student has none.
 */
export function ActivateForm({
  initialCode,
  linkedChildren,
  initialChild,
  onActivated,
}: {
  initialCode: string;
  linkedChildren?: LinkedPerson[];
  /** The child picked at first (the child page's link); else the first. */
  initialChild?: number | undefined;
  onActivated: (activated: { message: string; entitlement: Entitlement }) => void;
}) {
  const { t } = useTranslation('premium');
  const redeem = useRedeemCard();
  const forChild = linkedChildren !== undefined;
  const { bind, field, submit, showServerErrors, reset, formRef, form } = useSchemaForm({
    schema: redeemCardSchema,
    defaultValues: {
      code: showCardCode(initialCode),
      student_id: forChild ? String(initialChild ?? linkedChildren[0]?.id ?? '') : undefined,
    },
    invalidToast: () => null,
  });
  const code = field('code');

  const onSubmit = submit(async (body) => {
    try {
      const { message, data } = await redeem.mutateAsync(body);
      reset({
        code: '',
        student_id: body.student_id === undefined ? undefined : String(body.student_id),
      });
      onActivated({ message, entitlement: data });
    } catch (error) {
      showServerErrors(error);
      // An unknown, used, voided or expired card, or too many tries, names no field: the code's it is.
      if (error instanceof ApiError && error.status > 0 && !error.errors.code && error.message) {
        form.setError('code', { type: 'server', message: error.message });
      }
      toastError(errorMessage(error, t('activate.failed')));
    }
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="activate-title"
      className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="activate-title" className="text-xl font-bold text-teal-950">
        {t('activate.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('activate.lead')}</p>
      <div className="mt-4 flex flex-col gap-4">
        {forChild && (
          <SelectField
            label={t('activate.child')}
            {...bind('student_id')}
            options={linkedChildren.map((child) => ({
              value: child.id,
              label: `${child.first_name} ${child.last_name}`,
            }))}
          />
        )}
        <InputField
          label={t('activate.code')}
          hint={t('activate.codeHint')}
          error={bind('code').error}
          registration={{
            ...code,
            onChange: (event: Parameters<ChangeHandler>[0]) => {
              event.target.value = showCardCode(event.target.value);
              return code.onChange(event);
            },
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // A code reads left to right in both languages.
          dir="ltr"
          controlClassName="font-mono text-lg tracking-wider"
        />
        <button
          type="submit"
          disabled={redeem.isPending}
          className={buttonClass('primary', 'self-start')}
        >
          {redeem.isPending ? <Spinner /> : <KeyRound aria-hidden="true" className="size-5" />}
          {t('activate.submit')}
        </button>
      </div>
    </form>
  );
}
