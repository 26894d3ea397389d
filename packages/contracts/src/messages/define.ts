/**
 * A message catalogue of one domain: English texts word for word as docs/product.md §8's
 * catalogue, Arabic in Modern Standard Arabic. The Arabic side must name every key
 * of the English side, so a missing translation fails the type check.
 * Placeholders use i18next's `{{name}}` so the web client can load the same texts.
 */
export const defineMessages = <const En extends Record<string, string>>(catalogue: {
  en: En;
  ar: Record<keyof En, string>;
}) => catalogue;
