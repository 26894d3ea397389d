import { defineMessages } from './define.ts';

/** Progress saves' refusals. */
export const progressMessages = defineMessages({
  en: {
    'progress.invalid_seconds': 'Send the position, length and played time in seconds.',
    'progress.invalid_kind': 'This kind of item has no progress.',
    'progress.invalid_scope': 'Choose a subject and semester, or a teacher.',
    'progress.invalid_save_id': 'Send the save id as a UUID.',
    'progress.invalid_time': 'Send the time as an ISO 8601 date and time.',
    'progress.time_too_old': 'Progress saved more than 30 days ago can no longer be sent.',
  },
  ar: {
    'progress.invalid_seconds': 'أرسل موضع التشغيل ومدة الفيديو ووقت المشاهدة بالثواني.',
    'progress.invalid_kind': 'لا يُحفظ تقدّم لهذا النوع من العناصر.',
    'progress.invalid_scope': 'اختر مادة وفصلًا دراسيًا، أو معلّمًا.',
    'progress.invalid_save_id': 'أرسل معرّف الحفظ بصيغة UUID.',
    'progress.invalid_time': 'أرسل الوقت تاريخًا ووقتًا بصيغة ISO 8601.',
    'progress.time_too_old': 'لم يعد ممكنًا إرسال تقدّم حُفظ قبل أكثر من 30 يومًا.',
  },
});
