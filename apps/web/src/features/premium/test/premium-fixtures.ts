import { cardCheckCharacter, type Entitlement } from '@madrasa/contracts';

export const ok = (data: unknown) => ({ status: 'success', data });

/** A code with a right check character: `K7M2QXH49BTDR3W` and its check. */
export const CARD_BODY = 'K7M2QXH49BTDR3W';
export const CARD_CODE = `${CARD_BODY}${cardCheckCharacter(CARD_BODY)}`;
export const CARD_SHOWN = CARD_CODE.match(/.{4}/g)?.join('-') ?? CARD_CODE;

export const mathsCourse = {
  id: 5,
  kind: 'subject',
  title_ar: 'الرياضيات – الصف العاشر، الفصل الأول',
  title_en: 'Mathematics – Grade 10, first semester',
  subject_id: 31,
  semester: 'first',
  grade_id: 10,
  teacher_id: null,
} as const;

export const entitlement = (overrides: Partial<Entitlement> = {}): Entitlement => ({
  id: 1,
  scope: 'course',
  course: mathsCourse,
  grade: null,
  starts_at: '2026-11-28T09:00:00Z',
  ends_at: '2027-05-27T20:59:00Z',
  source: 'card',
  ...overrides,
});
