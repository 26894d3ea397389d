import type { FormEventHandler, ReactNode, RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { buttonClass } from './button-class.ts';
import { InputField } from './field.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A card with one short code to type and a button: a parent's link code, a class's join code.
 * The code reads left to right in both languages; its refusal shows under the field.
 */
export function CodeEntryForm({
  id,
  title,
  lead,
  label,
  hint,
  field,
  autoComplete,
  submitLabel,
  icon,
  busy,
  formRef,
  onSubmit,
}: {
  /** The heading's id, which names the form. */
  id: string;
  title: string;
  lead: string;
  label: string;
  hint: string;
  /** The code field's registration and error (useSchemaForm's `bind('code')`). */
  field: { registration: UseFormRegisterReturn; error: string | undefined };
  autoComplete: string;
  submitLabel: string;
  icon: ReactNode;
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="text-xl font-bold text-teal-950">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{lead}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-72">
          <InputField
            label={label}
            hint={hint}
            {...field}
            autoComplete={autoComplete}
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
          />
        </div>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'sm:mt-7')}>
          {busy ? <Spinner /> : icon}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
