import { isMessageKey, type MessageKey } from '@madrasa/contracts';
import type { z } from 'zod';

/**
 * Field → message keys from zod issues, the way the error handler reports schema errors
 * of JSON bodies: schema messages are catalogue keys, zod's own English defaults become
 * "required" (nothing sent) or "invalid".
 */
export function toFieldErrors(issues: z.ZodError['issues']): Record<string, MessageKey[]> {
  const errors: Record<string, MessageKey[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    const key: MessageKey = isMessageKey(issue.message)
      ? issue.message
      : issue.message.endsWith('received undefined')
        ? 'validation.required'
        : 'validation.invalid';
    const list = errors[field] ?? [];
    if (!list.includes(key)) list.push(key);
    errors[field] = list;
  }
  return errors;
}
