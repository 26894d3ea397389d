import { defineMessages } from './define.ts';

/** Parents, link codes and links (docs/decisions.md, "Parents"). */
export const parentsMessages = defineMessages({
  en: {
    'parents.code_required': 'Please enter the code from your child’s profile',
    'parents.code_format': 'The code has 8 letters and digits, like ABCD-2345',
    'parents.code_invalid':
      'This code is wrong, expired or already used. Ask your child to make a new one.',
    'parents.code_made': 'Give this code to your parent. It works once, for 24 hours.',
    'parents.child_limit': 'This student already has two parents linked.',
    'parents.child_linked': '{{name}} is now linked to your account.',
    'parents.child_already_linked': '{{name}} is already linked to your account.',
    'parents.child_not_found': 'No linked child was found.',
    'parents.child_unlinked': 'The child was removed from your account.',
    'parents.parent_not_found': 'This parent is not linked to your account.',
    'parents.parent_unlinked': 'The parent can no longer follow your progress.',
    'parents.parent_id_missing': 'Parent ID not found in response',
  },
  ar: {
    'parents.code_required': 'يرجى إدخال الرمز الظاهر في الملف الشخصي لطفلك',
    'parents.code_format': 'يتكوّن الرمز من 8 حروف وأرقام، مثل ABCD-2345',
    'parents.code_invalid':
      'هذا الرمز غير صحيح أو منتهي الصلاحية أو مستخدم من قبل. اطلب من طفلك إنشاء رمز جديد.',
    'parents.code_made': 'أعطِ هذا الرمز لوليّ أمرك. يصلح لمرة واحدة خلال 24 ساعة.',
    'parents.child_limit': 'هذا الطالب مرتبط بوليَّي أمر بالفعل.',
    'parents.child_linked': 'تم ربط {{name}} بحسابك.',
    'parents.child_already_linked': '{{name}} مرتبط بحسابك من قبل.',
    'parents.child_not_found': 'لم يُعثر على طفل مرتبط بحسابك.',
    'parents.child_unlinked': 'تمت إزالة الطفل من حسابك.',
    'parents.parent_not_found': 'وليّ الأمر هذا غير مرتبط بحسابك.',
    'parents.parent_unlinked': 'لم يعد بإمكان وليّ الأمر متابعة تقدّمك.',
    'parents.parent_id_missing': 'لم يُعثر على معرّف وليّ الأمر في الاستجابة',
  },
});
