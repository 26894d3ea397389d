import { defineMessages } from './define.ts';

/** Progress saves' refusals. */
export const progressMessages = defineMessages({
  en: {
    'progress.invalid_seconds': 'Send the position, length and played time in seconds.',
    'progress.invalid_kind': 'This kind of item has no progress.',
    'progress.invalid_scope': 'Choose a subject and semester, or a teacher.',
  },
  ar: {
    'progress.invalid_seconds': 'أرسل موضع التشغيل ومدة الفيديو ووقت المشاهدة بالثواني.',
    'progress.invalid_kind': 'لا يُحفظ تقدّم لهذا النوع من العناصر.',
    'progress.invalid_scope': 'اختر مادة وفصلًا دراسيًا، أو معلّمًا.',
  },
});
