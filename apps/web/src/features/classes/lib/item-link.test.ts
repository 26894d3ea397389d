import { describe, expect, it } from 'vitest';
import { computerExam, lesson } from '../test/class-fixtures.ts';
import { itemLink } from './item-link.ts';

describe('itemLink', () => {
  it('opens each kind of item where it lives', () => {
    expect(itemLink(lesson)).toBe('/course-content/31/1/lesson?lesson=101');
    expect(itemLink({ ...lesson, kind: 'worksheet', id: 4, semester: 'second' })).toBe(
      '/course-content/31/2/worksheets',
    );
    expect(itemLink({ ...lesson, kind: 'exam', id: 5 })).toBe('/course-content/31/1/exams');
    expect(itemLink(computerExam)).toBe('/computer-exams/55');
    expect(
      itemLink({
        ...lesson,
        kind: 'teacher_video',
        subject_id: null,
        semester: null,
        teacher_id: 4,
      }),
    ).toBe('/teachers-details/4');
    expect(itemLink({ ...lesson, subject_id: null, semester: null })).toBeNull();
  });
});
