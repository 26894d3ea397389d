/**
 * Arabic-Indic (٠-٩, U+0660) and Eastern Arabic-Indic (۰-۹, U+06F0) digits read as 0-9.
 * Phones on an Arabic keyboard type them; every field that takes a number reads them
 * through this one function, on the client as the user types and on the server for any client.
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
    String(digit.charCodeAt(0) & 0xf),
  );
}

/** For a zod preprocess: text has its digits read as 0-9, anything else passes untouched. */
export const latinDigits = (value: unknown) =>
  typeof value === 'string' ? toLatinDigits(value) : value;
