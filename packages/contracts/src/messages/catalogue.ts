import { defineMessages } from './define.ts';

/** The public catalogue: grades, subjects and their materials (docs/product.md §7, §8). */
export const catalogueMessages = defineMessages({
  en: {
    'catalogue.subject_not_found': 'Subject not found',
    'catalogue.invalid_name': 'The subject name must be between 1 and 120 characters',
    'catalogue.invalid_include': 'The only related data that can be included is lessons',
  },
  ar: {
    'catalogue.subject_not_found': 'المادة الدراسية غير موجودة',
    'catalogue.invalid_name': 'يجب أن يتكوّن اسم المادة من حرف واحد إلى 120 حرفًا',
    'catalogue.invalid_include': 'البيانات المرتبطة الوحيدة التي يمكن تضمينها هي الدروس',
  },
});
