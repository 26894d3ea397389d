import { isMessageKey, type MessageKey, REVIEW_REQUIRED_KEYS } from '@madrasa/contracts';
import { AppError } from '../../lib/app-error.ts';

type Issue = { instancePath: string; message?: string };

/**
 * The review form's 422: field messages as usual, but when a required field is blank the
 * form-level message is product.md §5's "Please fill in all review fields".
 */
export function reviewValidationError(validation: Issue[]): AppError {
  const fieldErrors: Record<string, MessageKey[]> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    const raw = issue.message ?? '';
    const key: MessageKey = isMessageKey(raw) ? raw : 'validation.invalid';
    const keys = fieldErrors[field] ?? [];
    if (!keys.includes(key)) keys.push(key);
    fieldErrors[field] = keys;
  }
  const blank = Object.values(fieldErrors)
    .flat()
    .some((key) => REVIEW_REQUIRED_KEYS.includes(key));
  return new AppError(
    422,
    'validation_failed',
    blank ? 'teachers.review_fields_required' : 'error.validation_failed',
    {},
    fieldErrors,
  );
}
