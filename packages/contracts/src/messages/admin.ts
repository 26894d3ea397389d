import { defineMessages } from './define.ts';

/** The admin console: sign-in, saving and deleting, moderation. */
export const adminMessages = defineMessages({
  en: {
    'admin.invalid_credentials': 'Invalid email or password.',
    'admin.name_required': 'Name must be at least 2 characters',
    'admin.name_invalid':
      'Name may contain only letters, with a single space, hyphen or apostrophe between words',
    'admin.email_taken': 'An admin with this email already exists.',
    'admin.setup_code_required': 'Enter the setup code from the server log',
    'admin.setup_code_invalid':
      'This setup code is not correct. It is printed in the server log when the server starts.',
    'admin.setup_done': 'This installation already has an admin. Sign in instead.',
    'admin.created': 'Saved successfully',
    'admin.updated': 'Changes saved successfully',
    'admin.deleted': 'Deleted successfully',
    'admin.has_dependents':
      'This item still has {{count}} linked items. Delete them first, or confirm deleting them too.',
    'admin.grade_missing': 'This grade does not exist.',
    'admin.subject_missing': 'This subject does not exist.',
    'admin.unit_missing': 'This unit does not exist.',
    'admin.image_required': 'Please upload an image.',
    'admin.video_required': 'Please upload a video.',
    'admin.pdf_required': 'Please upload a PDF file.',
    'admin.review_approved': 'Review approved and published',
    'admin.review_withdrawn': 'Review withdrawn from the teacher page',
    'admin.upload_hidden': 'Upload hidden from the public',
    'admin.upload_shown': 'Upload shown to the public again',
    'admin.marked_handled': 'Marked as handled',
    'admin.marked_open': 'Marked as not handled',
    'admin.marked_answered': 'Marked as answered',
    'admin.marked_unanswered': 'Marked as not answered',
  },
  ar: {
    'admin.invalid_credentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    'admin.name_required': 'يجب ألا يقل الاسم عن حرفين',
    'admin.name_invalid':
      'يجب أن يكون الاسم حروفًا فقط، بين كل كلمتين مسافة واحدة أو شَرطة أو فاصلة عليا',
    'admin.email_taken': 'يوجد مشرف مسجّل بهذا البريد الإلكتروني.',
    'admin.setup_code_required': 'أدخل رمز الإعداد الموجود في سجل الخادم',
    'admin.setup_code_invalid': 'رمز الإعداد غير صحيح. يُطبع في سجل الخادم عند تشغيله.',
    'admin.setup_done': 'لهذا الموقع مشرف بالفعل. سجّل الدخول بدلًا من ذلك.',
    'admin.created': 'تم الحفظ بنجاح',
    'admin.updated': 'تم حفظ التغييرات بنجاح',
    'admin.deleted': 'تم الحذف بنجاح',
    'admin.has_dependents':
      'لا يزال هذا العنصر مرتبطًا بـ {{count}} من العناصر. احذفها أولًا، أو أكّد حذفها معه.',
    'admin.grade_missing': 'هذا الصف غير موجود.',
    'admin.subject_missing': 'هذه المادة غير موجودة.',
    'admin.unit_missing': 'هذه الوحدة غير موجودة.',
    'admin.image_required': 'يرجى رفع صورة.',
    'admin.video_required': 'يرجى رفع مقطع فيديو.',
    'admin.pdf_required': 'يرجى رفع ملف PDF.',
    'admin.review_approved': 'تمت الموافقة على المراجعة ونشرها',
    'admin.review_withdrawn': 'تم سحب المراجعة من صفحة المعلم',
    'admin.upload_hidden': 'تم إخفاء الملف عن الزوار',
    'admin.upload_shown': 'أصبح الملف ظاهرًا للزوار مجددًا',
    'admin.marked_handled': 'تم تعليمها كمُعالَجة',
    'admin.marked_open': 'تم تعليمها كغير مُعالَجة',
    'admin.marked_answered': 'تم تعليمه كمُجاب',
    'admin.marked_unanswered': 'تم تعليمه كغير مُجاب',
  },
});
