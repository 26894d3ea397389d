import type { Language } from '@madrasa/contracts';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { cn } from '@/shared/lib/cn.ts';
import { directionOf } from '@/shared/lib/direction.ts';

/**
 * The look of a text input, select or textarea: roomy on the site's forms, compact in the
 * admin console's dense tables and dialogs.
 */
export const controlClass = (compact = false) =>
  cn(
    'min-h-11 w-full border border-slate-400 bg-white py-2 text-slate-900 transition-colors hover:border-teal-600 aria-invalid:border-red-700 aria-invalid:bg-red-50',
    compact
      ? 'min-w-0 rounded-lg px-3 disabled:bg-slate-100'
      : 'rounded-xl px-4 placeholder:text-slate-500 [&[readonly]]:border-slate-200 [&[readonly]]:bg-slate-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-700',
  );

/** What a field hands its control: the label's id and the notes that describe it. */
export type ControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: true;
};

export type FieldProps = {
  label: string;
  hint?: string;
  /** A catalogue key from the form's schema, or a text the server already translated. */
  error?: string | undefined;
  /** Marks the label with a star and the control as required. */
  required?: boolean;
  /** Shown after the label of a field that may stay empty ("optional"). */
  optional?: string;
  /** The language typed in this field when it differs from the page's (an Arabic name in English). */
  lang?: Language;
  /** The admin console's denser look (see controlClass). */
  compact?: boolean;
  className?: string | undefined;
};

/**
 * The one labelled field of every form: the label, the control (drawn by `children` with
 * the ids it needs), an optional hint and the field's error, tied together for screen
 * readers, in either direction.
 */
export function Field({
  label,
  hint,
  error,
  required,
  optional,
  lang,
  className,
  children,
}: Omit<FieldProps, 'compact'> & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const { errorText } = useMessage();
  const text = errorText(error);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, text && errorId].filter(Boolean).join(' ');
  return (
    <div
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
      lang={lang}
      dir={lang && directionOf(lang)}
    >
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-1 text-red-700">
            *
          </span>
        )}
        {optional && <span className="ms-1 font-normal text-slate-600">{optional}</span>}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(text ? { 'aria-invalid': true } : {}),
        ...(required ? { required: true } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {text && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {text}
        </p>
      )}
    </div>
  );
}

/**
 * A control's registration in a schema form (none for a controlled one), and classes
 * added to the control's own look.
 */
type Registered = { registration?: UseFormRegisterReturn; controlClassName?: string };

/** What a control element gets: its own attributes, the field's ids and the registration. */
type ControlAttributes = Record<string, unknown>;

/** A Field around the control `draw` makes, given its attributes and its class. */
function labelled(
  {
    label,
    hint,
    error,
    required,
    optional,
    lang,
    compact,
    className,
    registration,
    controlClassName,
    ...attributes
  }: FieldProps & Registered & ControlAttributes,
  draw: (attributes: ControlAttributes, className: string) => ReactNode,
) {
  return (
    <Field {...{ label, hint, error, required, optional, lang, className }}>
      {(control) =>
        draw(
          { ...control, ...attributes, ...registration },
          cn(controlClass(compact), controlClassName),
        )
      }
    </Field>
  );
}

export const InputField = (
  props: FieldProps & Registered & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>,
) => labelled(props, (attributes, className) => <input {...attributes} className={className} />);

export const TextAreaField = (
  props: FieldProps & Registered & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>,
) => labelled(props, (attributes, className) => <textarea {...attributes} className={className} />);

export type Option = { value: string | number; label: string };

/** The choices of a native select, the blank "choose" first, so required means "pick one". */
export function SelectOptions({
  options,
  placeholder,
}: {
  options: Option[];
  placeholder?: string;
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** A native select: keyboard and phone friendly, in every browser and direction. */
export const SelectField = ({
  options,
  placeholder,
  ...props
}: FieldProps &
  Registered & { options: Option[]; placeholder?: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'className'
  >) =>
  labelled(props, (attributes, className) => (
    <select {...attributes} className={cn(className, props.compact ? 'pe-8' : 'appearance-auto')}>
      <SelectOptions options={options} placeholder={placeholder} />
    </select>
  ));

/** The look of a file input: the control's, with a tinted "choose file" button. */
export const fileInputClass = (compact = false) =>
  cn(
    controlClass(compact),
    'file:me-3 file:border-0 file:bg-teal-50 file:font-semibold file:text-teal-800',
    compact ? 'file:rounded-md file:px-3 file:py-1' : 'file:rounded-full file:px-4 file:py-1',
  );

/** A file input limited to `accept`; its value is read by the form's own change handler. */
export const FileInputField = (
  props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'>,
) =>
  labelled(props, (attributes) => (
    <input {...attributes} type="file" className={fileInputClass(props.compact)} />
  ));
