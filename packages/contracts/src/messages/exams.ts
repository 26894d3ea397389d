import { defineMessages } from './define.ts';

/** Computer-based exams: the flow's texts of docs/product.md §2 and §5, and the server's refusals. */
export const examsMessages = defineMessages({
  en: {
    'exams.select_answer': 'You must select an answer before proceeding to the next question.',
    'exams.no_answer': 'No answer selected for this question.',
    'exams.mode_required': 'Choose Interactive or Regular',
    'exams.minutes_invalid': 'Choose a time between {{min}} and {{max}} minutes',
    'exams.number_invalid': 'Enter a number',
    'exams.not_found': 'This exam is not available.',
    'exams.attempts_used': 'You have used all {{count}} attempts at this exam.',
    'exams.time_up': 'Time is up: this exam has been submitted.',
    'exams.already_submitted': 'This exam has already been submitted.',
    'exams.answer_locked': 'In an interactive exam an answer cannot be changed once marked.',
    'exams.answer_invalid': 'This answer does not fit the question.',
    'exams.not_submitted': 'The review opens once the exam is submitted.',
  },
  ar: {
    'exams.select_answer': 'يجب اختيار إجابة قبل الانتقال إلى السؤال التالي.',
    'exams.no_answer': 'لم يتم اختيار إجابة لهذا السؤال.',
    'exams.mode_required': 'اختر تفاعلي أو عادي',
    'exams.minutes_invalid': 'اختر وقتًا بين {{min}} و{{max}} دقيقة',
    'exams.number_invalid': 'أدخل رقمًا',
    'exams.not_found': 'هذا الامتحان غير متاح.',
    'exams.attempts_used': 'استنفدت محاولاتك الـ{{count}} لهذا الامتحان.',
    'exams.time_up': 'انتهى الوقت: تم تسليم الامتحان.',
    'exams.already_submitted': 'تم تسليم هذا الامتحان من قبل.',
    'exams.answer_locked': 'في الامتحان التفاعلي لا يمكن تغيير الإجابة بعد تصحيحها.',
    'exams.answer_invalid': 'هذه الإجابة لا تناسب السؤال.',
    'exams.not_submitted': 'تفتح المراجعة بعد تسليم الامتحان.',
  },
});
