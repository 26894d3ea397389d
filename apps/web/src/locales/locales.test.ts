import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, string>>('./*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * i18next's plural forms. Arabic has six (zero, one, two, few, many, other) where English
 * has two, so an Arabic key may add forms to a plural English key; and Arabic says "طالب
 * واحد" or "طالبان" without the number, so a plural form may leave `{{count}}` out.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '');

describe('locale files', () => {
  const namespaces = Object.keys(files)
    .filter((path) => path.startsWith('./en/'))
    .map((path) => path.slice('./en/'.length));

  it.each(namespaces)('%s has the same keys, all filled, in Arabic and English', (file) => {
    const en = files[`./en/${file}`] ?? {};
    const ar = files[`./ar/${file}`] ?? {};
    const plurals = new Set(
      Object.keys(en)
        .filter((key) => PLURAL.test(key))
        .map(baseOf),
    );
    const extraArabicForms = (key: string) => PLURAL.test(key) && plurals.has(baseOf(key));
    expect(
      Object.keys(ar)
        .filter((key) => !(extraArabicForms(key) && !(key in en)))
        .sort(),
    ).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(ar)])
      expect(text.trim()).not.toBe('');
  });

  it('keeps the same placeholders in both languages', () => {
    for (const file of namespaces) {
      const en = files[`./en/${file}`] ?? {};
      const ar = files[`./ar/${file}`] ?? {};
      const names = (value = '', key = '') =>
        (value.match(/\{\{\w+\}\}/g) ?? [])
          .filter((name) => !(PLURAL.test(key) && name === '{{count}}'))
          .sort();
      for (const [key, text] of Object.entries(ar)) {
        const english = en[key] ?? en[`${baseOf(key)}_other`];
        expect(names(text, key), `${file} ${key}`).toEqual(names(english, key));
      }
    }
  });
});
