import { defineMessages } from './define.ts';

/** Messages every part of the API and client may use. */
export const commonMessages = defineMessages({
  en: {
    'error.validation_failed': 'The given data was invalid.',
    'error.unauthenticated': 'Please log in to continue.',
    'error.forbidden': 'You do not have permission to do this.',
    'error.not_found': 'The requested resource was not found.',
    'error.route_not_found': 'Route {{method}}:{{url}} not found',
    'error.payload_too_large': 'The request is too large.',
    'error.unsupported_media_type': 'This file type is not supported.',
    'error.rate_limited': 'Too many requests. Please try again in {{seconds}} seconds.',
    'error.bad_request': 'The request could not be understood.',
    'error.request_timeout': 'The connection was too slow. Please try again.',
    'error.internal': 'Something went wrong',
    'error.network': 'Network error. Please check your internet connection.',
    'validation.required': 'This field is required',
    'validation.invalid': 'This value is not valid',
    'validation.invalid_id': 'The id must be a positive whole number',
    'validation.invalid_semester': 'The semester must be first or second',
    'validation.invalid_study_phase': 'The study phase must be primary, middle or secondary',
    'validation.full_name_min': 'Full name must be at least 2 letters',
    'validation.full_name_invalid':
      'Full name may contain only letters, with a single space, hyphen or apostrophe between words',
  },
  ar: {
    'error.validation_failed': 'البيانات المُرسلة غير صالحة.',
    'error.unauthenticated': 'يرجى تسجيل الدخول للمتابعة.',
    'error.forbidden': 'ليست لديك صلاحية للقيام بهذا الإجراء.',
    'error.not_found': 'لم يتم العثور على المورد المطلوب.',
    'error.route_not_found': 'المسار {{method}}:{{url}} غير موجود',
    'error.payload_too_large': 'حجم الطلب كبير جدًا.',
    'error.unsupported_media_type': 'نوع الملف هذا غير مدعوم.',
    'error.rate_limited': 'طلبات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {{seconds}} ثانية.',
    'error.bad_request': 'تعذّر فهم الطلب.',
    'error.request_timeout': 'كان الاتصال بطيئًا جدًا. يرجى المحاولة مرة أخرى.',
    'error.internal': 'حدث خطأ ما',
    'error.network': 'خطأ في الشبكة. يرجى التحقق من اتصالك بالإنترنت.',
    'validation.required': 'هذا الحقل مطلوب',
    'validation.invalid': 'هذه القيمة غير صالحة',
    'validation.invalid_id': 'يجب أن يكون المعرّف عددًا صحيحًا موجبًا',
    'validation.invalid_semester': 'يجب أن يكون الفصل الدراسي الأول أو الثاني',
    'validation.invalid_study_phase': 'يجب أن تكون المرحلة الدراسية ابتدائية أو متوسطة أو ثانوية',
    'validation.full_name_min': 'يجب أن يتكوّن الاسم الكامل من حرفين على الأقل',
    'validation.full_name_invalid':
      'يجب أن يكون الاسم الكامل حروفًا فقط، بين كل كلمتين مسافة واحدة أو شَرطة أو فاصلة عليا',
  },
});
