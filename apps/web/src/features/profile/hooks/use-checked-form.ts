import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import { ApiError } from '@/shared/lib/api-client.ts';
import { toastError } from '@/shared/lib/toast.ts';
import type { Problems } from '../lib/profile-checks.ts';
import { useMessage } from './use-message.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Field values of a form: texts, and files (null until one is picked). */
export type FormValues = Record<string, string | File | null>;

/** Every error shows under its field; only the first few are toasted (see the auth forms). */
const MAX_TOASTS = 3;

/**
 * A profile form checked on submit (spec §5): problems show under their fields and as error
 * toasts, the first problem's control takes the focus, and editing a field clears its problem.
 * Server field errors (422) land on the fields they name.
 */
export function useCheckedForm<V extends FormValues>(initialValues: V) {
  // The first values are the form's blank state; later renders' arguments are ignored.
  const [initial] = useState(initialValues);
  const [values, setValues] = useState<V>(initial);
  const [problems, setProblems] = useState<Problems<Extract<keyof V, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { problemText } = useMessage();

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems((current) => {
      if (!(name in current)) return current;
      const { [name as string]: _cleared, ...rest } = current as Record<string, string>;
      return rest as typeof current;
    });
  }, []);

  /** The value and change handler of a text, select or file control named `name`. */
  const bind = useCallback(
    (name: Extract<keyof V, string>) => ({
      name,
      onChange: (event: ChangeEvent<Control>) => {
        const target = event.target;
        const file = target instanceof HTMLInputElement && target.type === 'file';
        setValue(name, (file ? (target.files?.[0] ?? null) : target.value) as V[typeof name]);
      },
      ...(values[name] instanceof File || values[name] === null
        ? {}
        : { value: values[name] as string }),
    }),
    [setValue, values],
  );

  const report = useCallback(
    (found: Problems<Extract<keyof V, string>>) => {
      setProblems(found);
      // The first control with a problem, in page order, takes the focus.
      const first = Array.from(formRef.current?.elements ?? []).find(
        (element) => (element.getAttribute('name') ?? '') in found,
      );
      if (first instanceof HTMLElement) first.focus();
      const texts = Object.values(found)
        .map((key) => problemText(key as string))
        .slice(0, MAX_TOASTS);
      for (const text of texts.reverse()) toastError(text, { toastId: text });
    },
    [problemText],
  );

  /** Shows a 422's field errors (renamed by `rename`) under this form's fields. */
  const showServerProblems = useCallback(
    (error: unknown, rename: Record<string, string> = {}) => {
      if (!(error instanceof ApiError)) return;
      const found: Record<string, string> = {};
      for (const [field, messages] of Object.entries(error.errors)) {
        const name = rename[field] ?? field;
        if (name in initial && messages[0]) found[name] = messages[0];
      }
      setProblems(found as Problems<Extract<keyof V, string>>);
    },
    [initial],
  );

  /** A submit handler that checks first and calls `send` only when nothing is wrong. */
  const onSubmit = useCallback(
    (check: (values: V) => Problems<Extract<keyof V, string>>, send: (values: V) => void) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const found = check(values);
        if (Object.keys(found).length > 0) report(found);
        else send(values);
      },
    [report, values],
  );

  /** Back to `next` (the first values by default); also empties the file inputs. */
  const reset = useCallback(
    (next: V = initial) => {
      setValues(next);
      setProblems({});
      formRef.current?.reset();
    },
    [initial],
  );

  const problem = useCallback(
    (name: Extract<keyof V, string>) => problemText(problems[name]) || undefined,
    [problemText, problems],
  );

  return { values, bind, problem, onSubmit, showServerProblems, reset, formRef };
}
