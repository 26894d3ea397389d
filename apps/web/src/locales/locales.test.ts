import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, string>>('./*/*.json', {
  eager: true,
  import: 'default',
});

describe('locale files', () => {
  const namespaces = Object.keys(files)
    .filter((path) => path.startsWith('./en/'))
    .map((path) => path.slice('./en/'.length));

  it.each(namespaces)('%s has the same keys, all filled, in Arabic and English', (file) => {
    const en = files[`./en/${file}`] ?? {};
    const ar = files[`./ar/${file}`] ?? {};
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(ar)])
      expect(text.trim()).not.toBe('');
  });

  it('keeps the same placeholders in both languages', () => {
    for (const file of namespaces) {
      const en = files[`./en/${file}`] ?? {};
      const ar = files[`./ar/${file}`] ?? {};
      for (const [key, text] of Object.entries(en)) {
        const names = (value = '') => (value.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(names(ar[key]), `${file} ${key}`).toEqual(names(text));
      }
    }
  });
});
