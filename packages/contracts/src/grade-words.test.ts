import { describe, expect, it } from 'vitest';
import { gradeInQuery } from './grade-words.ts';

describe('gradeInQuery', () => {
  it.each([
    ['الصف العاشر', 10],
    ['الصف ١٠', 10],
    ['الصّفّ العاشِر', 10],
    ['عاشر', 10],
    ['العاشر', 10],
    ['صف 10', 10],
    ['Grade 10', 10],
    ['grade ten', 10],
    ['10th grade', 10],
    ['Tenth Grade', 10],
    ['10th', 10],
    ['10', 10],
    ['الصف الأول', 1],
    ['الصف الحادي عشر', 11],
    ['الحادي عشر', 11],
    ['الصف الأول الثانوي', 11],
    ['First Secondary', 11],
    ['الثاني عشر', 12],
    ['الثاني الثانوي', 12],
    ['Second Secondary', 12],
    ['توجيهي', 12],
    ['التوجيهي', 12],
    ['Tawjihi', 12],
  ])('reads %s as grade %i, with no other words', (query, grade) => {
    expect(gradeInQuery(query)).toEqual({ grade, rest: [] });
  });

  it('keeps the other words of the query, in searched form', () => {
    expect(gradeInQuery('رياضيات الصف العاشر')).toEqual({ grade: 10, rest: ['رياضيات'] });
    expect(gradeInQuery('grade 12 physics')).toEqual({ grade: 12, rest: ['physic'] });
    expect(gradeInQuery('فيزياء التوجيهي')).toEqual({ grade: 12, rest: ['فيزياء'] });
  });

  it('leaves ordinary searches alone', () => {
    for (const query of [
      'الدرس الثالث',
      'الفصل الثاني',
      'grade',
      'الصف',
      'Newton',
      'الصف 13',
      '2024',
    ]) {
      expect(gradeInQuery(query), query).toBeNull();
    }
  });
});
