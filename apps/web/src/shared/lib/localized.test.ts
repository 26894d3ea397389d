import { describe, expect, it } from 'vitest';
import { pickLocalized } from './localized.ts';

describe('pickLocalized', () => {
  const grade = { id: 1, name_ar: 'الصف الأول', name_en: 'First Grade' };

  it('picks the field of the current language', () => {
    expect(pickLocalized(grade, 'name', 'ar')).toBe('الصف الأول');
    expect(pickLocalized(grade, 'name', 'en')).toBe('First Grade');
  });

  it('works for any bilingual field', () => {
    const exam = { lesson_name_ar: 'الكسور', lesson_name_en: 'Fractions' };
    expect(pickLocalized(exam, 'lesson_name', 'en')).toBe('Fractions');
    const post = { title_ar: 'عنوان', title_en: 'Title' };
    expect(pickLocalized(post, 'title', 'ar')).toBe('عنوان');
  });

  it('falls back to the other language when the value is blank or missing', () => {
    expect(pickLocalized({ name_ar: 'رياضيات', name_en: ' ' }, 'name', 'en')).toBe('رياضيات');
    expect(pickLocalized({ name_en: 'Maths', name_ar: null }, 'name', 'ar')).toBe('Maths');
    expect(pickLocalized(null, 'name', 'ar')).toBe('');
  });
});
