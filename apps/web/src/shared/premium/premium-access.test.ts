import type { Entitlement } from '@madrasa/contracts';
import { describe, expect, it } from 'vitest';
import { premiumAccess } from './premium-access.ts';

const NOW = Date.parse('2026-12-01T00:00:00Z');
const entitlement = (overrides: Partial<Entitlement>): Entitlement => ({
  id: 1,
  scope: 'course',
  course: null,
  grade: null,
  starts_at: '2026-11-01T00:00:00Z',
  ends_at: '2027-01-01T00:00:00Z',
  source: 'card',
  ...overrides,
});
const course = {
  id: 5,
  kind: 'subject' as const,
  title_ar: 'الرياضيات',
  title_en: 'Mathematics',
  subject_id: 40,
  semester: 'first' as const,
  grade_id: 10,
  teacher_id: null,
};
const locked = { course_id: 5, grade_id: 10, preview: false };

describe('premiumAccess', () => {
  it('reads an item without a mark as free, and a preview as open to all', () => {
    expect(premiumAccess(undefined, [], NOW)).toBe('free');
    expect(premiumAccess(null, [], NOW)).toBe('free');
    expect(premiumAccess({ ...locked, preview: true }, [], NOW)).toBe('preview');
  });

  it('locks a premium item without an entitlement, or with one that ended', () => {
    expect(premiumAccess(locked, [], NOW)).toBe('locked');
    expect(
      premiumAccess(locked, [entitlement({ course, ends_at: '2026-11-30T00:00:00Z' })], NOW),
    ).toBe('locked');
  });

  it("unlocks with the course's, its grade's or an everything entitlement, not another course's", () => {
    expect(premiumAccess(locked, [entitlement({ course })], NOW)).toBe('unlocked');
    const grade = { id: 10, name_ar: 'العاشر', name_en: 'Grade 10' };
    expect(premiumAccess(locked, [entitlement({ scope: 'grade', grade })], NOW)).toBe('unlocked');
    expect(premiumAccess(locked, [entitlement({ scope: 'all' })], NOW)).toBe('unlocked');
    expect(premiumAccess(locked, [entitlement({ course: { ...course, id: 6 } })], NOW)).toBe(
      'locked',
    );
  });
});
