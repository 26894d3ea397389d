import type { Gender, TeacherFileType, TeachingLevel } from '@madrasa/contracts';

type Review = readonly [fullName: string, comment: string, published: boolean];

export type TeacherData = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  gender: Gender;
  age_group_taught: TeachingLevel;
  years_of_experience: number;
  subject: string;
  residence: string;
  birthday: string;
  about_you: string;
  /** A portrait in `assets/teachers/`, or null to show the default photo. */
  photo: string | null;
  reviews: readonly Review[];
  files?: readonly { file_name: string; title: string; file_type: TeacherFileType }[];
  videos?: readonly { lesson_title: string; video: string; thumbnail: string }[];
  paperExams?: readonly { grade: string; lesson_name_ar: string; lesson_name_en: string }[];
};

/** Demo teachers: verified accounts signing in with the demo password (see seed/index.ts). */
export const TEACHERS: readonly TeacherData[] = [
  {
    first_name: 'أحمد',
    last_name: 'الخطيب',
    email: 'ahmad.khatib@example.com',
    phone_number: '+962791000001',
    gender: 'male',
    age_group_taught: 'High School',
    years_of_experience: 12,
    subject: 'الرياضيات',
    residence: 'Amman',
    birthday: '1986-03-14',
    about_you:
      'معلم رياضيات للمرحلة الثانوية منذ اثني عشر عامًا، أدرّس التفاضل والتكامل لطلبة التوجيهي بأسلوب مبسّط يعتمد على الأمثلة المحلولة خطوة بخطوة والتدريب المستمر على أسئلة الامتحانات الوزارية.',
    photo: 'teacher-1',
    reviews: [
      ['سلمى يوسف', 'شرح واضح جدًا، فهمت التكامل لأول مرة بفضل أمثلة الأستاذ أحمد.', true],
      ['عمر الحسن', 'أسلوب رائع في حل أسئلة الوزارة، أنصح به كل طلاب التوجيهي.', true],
      ['نور القاسم', 'الملخصات مرتبة ومفيدة جدًا قبل الامتحان.', true],
      ['خالد الشريف', 'صبور ويجيب عن كل الأسئلة، شكرًا أستاذ.', true],
      ['رزان المصري', 'حصلت على علامة كاملة في الرياضيات بعد متابعة دروسه.', true],
      ['يزن العلي', 'فيديوهات قصيرة ومركزة، ممتازة للمراجعة السريعة.', true],
      ['دانة حداد', 'أفضل معلم رياضيات تابعته عبر الإنترنت.', true],
      ['مالك الروسان', 'الامتحانات الورقية قريبة جدًا من مستوى الامتحان الوزاري.', true],
      ['لين الحمود', 'ترتيب الأفكار في الحصص ساعدني على تنظيم مراجعتي قبل الامتحان.', true],
      ['قيس النعيمات', 'الأمثلة المحلولة كثيرة ومتدرجة من السهل إلى الصعب.', true],
      ['محمود سالم', 'أتمنى إضافة المزيد من الفيديوهات عن الاشتقاق.', false],
    ],
    files: [
      {
        file_name: 'ملخص وحدة التفاضل',
        title: 'Differentiation Unit Summary',
        file_type: 'summary',
      },
      {
        file_name: 'ملخص النهايات والاتصال',
        title: 'Limits and Continuity Summary',
        file_type: 'summary',
      },
      {
        file_name: 'ورقة عمل: قواعد الاشتقاق',
        title: 'Worksheet: Rules of Differentiation',
        file_type: 'worksheet',
      },
    ],
    videos: [
      { lesson_title: 'مقدمة في المشتقات', video: 'lesson-1', thumbnail: 'mathematics' },
      { lesson_title: 'حل أسئلة وزارية في التكامل', video: 'lesson-2', thumbnail: 'mathematics' },
    ],
    paperExams: [
      {
        grade: 'الصف الثاني الثانوي',
        lesson_name_ar: 'التكامل المحدود',
        lesson_name_en: 'Definite Integrals',
      },
      {
        grade: 'الصف الثاني الثانوي',
        lesson_name_ar: 'المشتقة الأولى',
        lesson_name_en: 'The First Derivative',
      },
    ],
  },
  {
    first_name: 'ليلى',
    last_name: 'العبادي',
    email: 'layla.abbadi@example.com',
    phone_number: '+962791000002',
    gender: 'female',
    age_group_taught: 'Middle School',
    years_of_experience: 9,
    subject: 'اللغة العربية',
    residence: 'Irbid',
    birthday: '1990-09-02',
    about_you:
      'معلمة لغة عربية أحب أن أقرّب النحو والبلاغة إلى طلابي من خلال النصوص الجميلة والأنشطة التفاعلية، وأؤمن بأن القراءة اليومية هي مفتاح التميز في اللغة.',
    photo: 'teacher-4',
    reviews: [
      ['هديل سعيد', 'شرح الاستعارة والتشبيه كان ممتعًا وسهلًا.', true],
      ['أم محمد', 'ابنتي أصبحت تحب مادة اللغة العربية بفضل المعلمة ليلى.', true],
      ['فرح خليل', 'أوراق العمل منظمة وتساعد على الفهم.', true],
      ['زائر', 'هل توجد دروس للصف السادس؟', false],
    ],
    files: [
      {
        file_name: 'ملخص كان وأخواتها',
        title: 'Summary: Kana and Its Sisters',
        file_type: 'summary',
      },
      { file_name: 'ورقة عمل في التشبيه', title: 'Worksheet: Simile', file_type: 'worksheet' },
    ],
    videos: [{ lesson_title: 'شرح الجملة الاسمية', video: 'lesson-3', thumbnail: 'arabic' }],
  },
  {
    first_name: 'محمد',
    last_name: 'الزعبي',
    email: 'mohammad.zoubi@example.com',
    phone_number: '+962791000003',
    gender: 'male',
    age_group_taught: 'High School',
    years_of_experience: 15,
    subject: 'الفيزياء',
    residence: 'Irbid',
    birthday: '1982-01-25',
    about_you:
      'مدرس فيزياء بخبرة خمسة عشر عامًا في تدريس طلبة الثانوية العامة، أركّز على فهم المفاهيم قبل حفظ القوانين وأربط الدروس بالتجارب العملية من حياتنا اليومية.',
    photo: 'teacher-3',
    reviews: [
      ['ليث عبيدات', 'أخيرًا فهمت الحث الكهرمغناطيسي، شرح ممتاز.', true],
      ['بيان الشوبكي', 'يربط الفيزياء بالحياة اليومية بطريقة مشوقة.', true],
      ['أنس البطاينة', 'الأسئلة المحلولة ساعدتني كثيرًا في الامتحان.', true],
      ['جود الخوالدة', 'معلم متمكن ومنظم في طرح الأفكار.', true],
    ],
    videos: [
      { lesson_title: 'قانون أوم والدارات الكهربائية', video: 'lesson-2', thumbnail: 'physics' },
    ],
    paperExams: [
      {
        grade: 'الصف الثاني الثانوي',
        lesson_name_ar: 'الحث الكهرمغناطيسي',
        lesson_name_en: 'Electromagnetic Induction',
      },
    ],
  },
  {
    first_name: 'رنا',
    last_name: 'الحوراني',
    email: 'rana.hourani@example.com',
    phone_number: '+962791000004',
    gender: 'female',
    age_group_taught: 'Primary',
    years_of_experience: 6,
    subject: 'اللغة الإنجليزية',
    residence: 'Zarqa',
    birthday: '1994-06-11',
    about_you:
      'معلمة لغة إنجليزية للمرحلة الأساسية، أستخدم الأغاني والقصص والألعاب التعليمية لتعليم الأطفال المفردات والمحادثة بثقة ومتعة.',
    photo: 'teacher-2',
    reviews: [
      ['أم ليان', 'ابني أصبح يتحدث الإنجليزية بثقة أكبر.', true],
      ['سارة عودة', 'أنشطة ممتعة ومناسبة لعمر الأطفال.', true],
    ],
    files: [
      {
        file_name: 'ورقة عمل: الألوان والأعداد',
        title: 'Worksheet: Colours and Numbers',
        file_type: 'worksheet',
      },
    ],
  },
  {
    first_name: 'سامي',
    last_name: 'المومني',
    email: 'sami.momani@example.com',
    phone_number: '+962791000005',
    gender: 'male',
    age_group_taught: 'High School',
    years_of_experience: 10,
    subject: 'الكيمياء',
    residence: 'Ajloun',
    birthday: '1988-11-30',
    about_you:
      'مدرس كيمياء للمرحلة الثانوية، أبسّط الحسابات الكيميائية والمعادلات بخطوات واضحة وأوفّر لطلابي بنك أسئلة محلولة لكل وحدة.',
    photo: 'teacher-5',
    reviews: [
      ['تالا النمري', 'موازنة المعادلات صارت سهلة بعد شرحه.', true],
      ['حمزة الرفاعي', 'بنك الأسئلة مفيد جدًا للتدريب.', true],
      ['زائر', 'أرجو رفع ملخص لوحدة الحموض والقواعد.', false],
    ],
  },
  {
    first_name: 'هبة',
    last_name: 'العمري',
    email: 'heba.omari@example.com',
    phone_number: '+962791000006',
    gender: 'female',
    age_group_taught: 'Primary',
    years_of_experience: 7,
    subject: 'العلوم',
    residence: 'Madaba',
    birthday: '1992-04-08',
    about_you:
      'معلمة علوم شغوفة بالتجارب البسيطة التي يمكن تنفيذها في البيت، أساعد الطلاب على اكتشاف العالم من حولهم وطرح الأسئلة.',
    photo: 'teacher-6',
    reviews: [
      ['أم يوسف', 'التجارب المنزلية جعلت ابني يحب العلوم.', true],
      ['مريم الفايز', 'شرح مبسط ومناسب للأطفال.', true],
      ['رامي حتاملة', 'معلمة رائعة ومتعاونة.', true],
    ],
  },
  {
    first_name: 'يوسف',
    last_name: 'الطراونة',
    email: 'yousef.tarawneh@example.com',
    phone_number: '+962791000007',
    gender: 'male',
    age_group_taught: 'Middle School',
    years_of_experience: 20,
    subject: 'التربية الإسلامية',
    residence: 'Karak',
    birthday: '1978-08-19',
    about_you:
      'معلم تربية إسلامية منذ عشرين عامًا، أهتم بتعليم أحكام التلاوة وغرس القيم والأخلاق الحميدة في نفوس الطلبة.',
    photo: null,
    reviews: [['عبدالله المجالي', 'شرح أحكام التجويد بطريقة سهلة ومتقنة.', true]],
  },
];
