import { defineMessages } from './define.ts';

/** The public site: blog, contact inbox and the chatbot's questions (docs/product.md §5, §8). */
export const siteMessages = defineMessages({
  en: {
    'site.blog_not_found': 'Blog post not found',
    'site.contact_required': 'All fields except message are required',
    'site.contact_invalid': 'Invalid input data. Please check your inputs.',
    'site.contact_sent': 'Message sent successfully',
    'site.text_too_long': 'This text is too long.',
    'site.question_required': 'Please enter a question.',
    'site.question_too_long': 'The question must be at most 1000 characters.',
    'site.question_sent': 'Question sent successfully!',
    'site.question_not_own': 'You can only send questions in your own name.',
  },
  ar: {
    'site.blog_not_found': 'لم يتم العثور على المقال',
    'site.contact_required': 'جميع الحقول مطلوبة باستثناء الرسالة',
    'site.contact_invalid': 'البيانات المدخلة غير صالحة. يرجى التحقق من مدخلاتك.',
    'site.contact_sent': 'تم إرسال الرسالة بنجاح',
    'site.text_too_long': 'هذا النص طويل جدًا.',
    'site.question_required': 'يرجى كتابة سؤال.',
    'site.question_too_long': 'يجب ألا يزيد السؤال على 1000 حرف.',
    'site.question_sent': 'تم إرسال السؤال بنجاح!',
    'site.question_not_own': 'لا يمكنك إرسال الأسئلة إلا باسمك.',
  },
});
