import { defineMessages } from './define.ts';

/** The bell, its settings and the e-mail digest (docs/decisions.md "Notifications"). */
export const notificationsMessages = defineMessages({
  en: {
    'notifications.marked_read': 'Marked as read.',
    'notifications.digest_on': 'You will get a daily summary by e-mail.',
    'notifications.digest_off': 'You will no longer get the daily summary by e-mail.',
    'notifications.token_invalid': 'This unsubscribe link is not valid.',
    'notifications.token_unknown':
      'This unsubscribe link is not valid any more. Sign in to change your e-mail settings.',
    'notifications.unsubscribed':
      'You are unsubscribed: no more daily summaries. You can turn them back on under the bell.',
    'notifications.digest_subject': 'Madrasa: your daily summary',
    'notifications.digest_intro': 'What happened on Madrasa since the last summary:',
    'notifications.digest_stop': 'Stop these e-mails',
    'notifications.line_new': 'New assignment in {{class}}: {{title}}, due {{due}}',
    'notifications.line_due': 'Due tomorrow in {{class}}: {{title}}, due {{due}}',
    'notifications.line_overdue': 'Overdue in {{class}}: {{title}}, was due {{due}}',
    'notifications.line_graded': 'Exam graded in {{class}}: {{title}}: {{percent}} %',
    'notifications.line_gone': 'An assignment that was removed',
    'notifications.line_child': '{{name}}: {{line}}',
    'notifications.digest_more': '… and {{count}} more under the bell on Madrasa.',
  },
  ar: {
    'notifications.marked_read': 'تم التعليم كمقروء.',
    'notifications.digest_on': 'سيصلك ملخص يومي بالبريد الإلكتروني.',
    'notifications.digest_off': 'لن يصلك الملخص اليومي بالبريد الإلكتروني بعد الآن.',
    'notifications.token_invalid': 'رابط إلغاء الاشتراك هذا غير صالح.',
    'notifications.token_unknown':
      'رابط إلغاء الاشتراك هذا لم يعد صالحًا. سجّل الدخول لتغيير إعدادات البريد الإلكتروني.',
    'notifications.unsubscribed':
      'تم إلغاء اشتراكك: لن تصلك ملخصات يومية بعد الآن. يمكنك تفعيلها من جديد من قائمة الإشعارات.',
    'notifications.digest_subject': 'مدرسة: ملخصك اليومي',
    'notifications.digest_intro': 'ما جرى على منصة مدرسة منذ الملخص السابق:',
    'notifications.digest_stop': 'إيقاف هذه الرسائل',
    'notifications.line_new': 'واجب جديد في {{class}}: {{title}}، موعد التسليم {{due}}',
    'notifications.line_due': 'موعد التسليم غدًا في {{class}}: {{title}}، {{due}}',
    'notifications.line_overdue': 'فات موعد التسليم في {{class}}: {{title}}، كان {{due}}',
    'notifications.line_graded': 'تم تصحيح الاختبار في {{class}}: {{title}}: {{percent}}٪',
    'notifications.line_gone': 'واجب أُزيل',
    'notifications.line_child': 'بخصوص {{name}}: {{line}}',
    'notifications.digest_more': '… و{{count}} غيرها في قائمة الإشعارات على منصة مدرسة.',
  },
});
