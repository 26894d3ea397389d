import { defineMessages } from './define.ts';

/**
 * The teachers directory, teacher pages and reviews (docs/product.md §5 "Review", §8 "Review"), and the
 * names of the teaching levels, shown wherever a level is (sign-up, profile, directory, admin).
 */
export const teachersMessages = defineMessages({
  en: {
    'teaching_level.Primary': 'Primary',
    'teaching_level.Middle School': 'Middle School',
    'teaching_level.High School': 'High School',
    'teachers.invalid_age_group': 'The section must be Primary, Middle School or High School',
    'teachers.review_fields_required': 'Please fill in all review fields',
    'teachers.review_name_required': 'Full name is required',
    'teachers.review_name_too_long': 'Full name must be at most 100 characters',
    'teachers.review_comment_required': 'Comment is required',
    'teachers.review_comment_too_long': 'Comment must be at most 2000 characters',
    'teachers.review_submitted': 'Review submitted successfully',
  },
  ar: {
    // Grades 1–6: "الابتدائية", as schools say; the Ministry's "الأساسية" spans grades 1–10.
    'teaching_level.Primary': 'المرحلة الابتدائية',
    'teaching_level.Middle School': 'المرحلة المتوسطة',
    'teaching_level.High School': 'المرحلة الثانوية',
    'teachers.invalid_age_group': 'يجب أن تكون المرحلة الابتدائية أو المتوسطة أو الثانوية',
    'teachers.review_fields_required': 'يرجى تعبئة جميع حقول المراجعة',
    'teachers.review_name_required': 'الاسم الكامل مطلوب',
    'teachers.review_name_too_long': 'يجب ألا يزيد الاسم الكامل على 100 حرف',
    'teachers.review_comment_required': 'التعليق مطلوب',
    'teachers.review_comment_too_long': 'يجب ألا يزيد التعليق على 2000 حرف',
    'teachers.review_submitted': 'تم إرسال المراجعة بنجاح',
  },
});
