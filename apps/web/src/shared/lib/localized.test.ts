import { describe, expect, it } from 'vitest';
import { pickLocalized } from './localized.ts';

describe('pickLocalized', () => {
  const grade = { id: 1, name_ar: 'الصف الأول', name_en: 'First Grade' };

  it('picks the field of the current language', () => {
    expect(pickLocalized({ entity: grade, field: 'name', language: 'ar' })).toBe('الصف الأول');
    expect(pickLocalized({ entity: grade, field: 'name', language: 'en' })).toBe('First Grade');
  });

  it('works for any bilingual field', () => {
    const exam = { lesson_name_ar: 'الكسور', lesson_name_en: 'Fractions' };
    expect(pickLocalized({ entity: exam, field: 'lesson_name', language: 'en' })).toBe('Fractions');
    const post = { title_ar: 'عنوان', title_en: 'Title' };
    expect(pickLocalized({ entity: post, field: 'title', language: 'ar' })).toBe('عنوان');
  });

  it('falls back to the other language when the value is blank or missing', () => {
    expect(
      pickLocalized({
        entity: { name_ar: 'رياضيات', name_en: ' ' },
        field: 'name',
        language: 'en',
      }),
    ).toBe('رياضيات');
    expect(
      pickLocalized({ entity: { name_en: 'Maths', name_ar: null }, field: 'name', language: 'ar' }),
    ).toBe('Maths');
    expect(pickLocalized({ entity: null, field: 'name', language: 'ar' })).toBe('');
  });
});
