import { type SubjectData, unit } from './types.ts';

/** Subjects of grades 7-9. */
export const MIDDLE_SUBJECTS: readonly SubjectData[] = [
  {
    image: 'arabic',
    name: ['اللغة العربية', 'Arabic Language'],
    first: [
      unit(
        ['النحو والصرف', 'Grammar and Morphology'],
        ['الجملة الاسمية', 'The Nominal Sentence'],
        ['كان وأخواتها', 'Kana and Its Sisters'],
        ['إنّ وأخواتها', 'Inna and Its Sisters'],
      ),
      unit(
        ['النصوص الأدبية', 'Literary Texts'],
        ['من الشعر الأردني', 'From Jordanian Poetry'],
        ['من أدب الرحلات', 'From Travel Literature'],
        ['فن المقالة', 'The Art of the Essay'],
      ),
    ],
    second: [
      unit(
        ['البلاغة', 'Rhetoric'],
        ['التشبيه', 'Simile'],
        ['الاستعارة', 'Metaphor'],
        ['الكناية', 'Metonymy'],
      ),
      unit(
        ['الكتابة الإبداعية', 'Creative Writing'],
        ['كتابة الرسالة', 'Letter Writing'],
        ['كتابة التقرير', 'Report Writing'],
        ['كتابة القصة القصيرة', 'Writing a Short Story'],
      ),
    ],
  },
  {
    image: 'english',
    name: ['اللغة الإنجليزية', 'English Language'],
    first: [
      unit(
        ['التواصل', 'Communication'],
        ['المضارع البسيط والمضارع المستمر', 'Present Simple and Present Continuous'],
        ['كتابة بريد إلكتروني', 'Writing an Email'],
        ['الاستماع: محادثات هاتفية', 'Listening: Phone Conversations'],
      ),
      unit(
        ['الأردن بين الماضي والحاضر', 'Jordan Past and Present'],
        ['البتراء، المدينة الوردية', 'Petra, the Rose City'],
        ['الماضي البسيط والماضي المستمر', 'Past Simple and Past Continuous'],
        ['وصف الأماكن', 'Describing Places'],
      ),
    ],
    second: [
      unit(
        ['العلوم والتكنولوجيا', 'Science and Technology'],
        ['اختراعات غيّرت العالم', 'Inventions That Changed the World'],
        ['المبني للمجهول', 'The Passive Voice'],
        ['تقديم عرض', 'Giving a Presentation'],
      ),
      unit(
        ['الحياة الصحية', 'Healthy Living'],
        ['الرياضة واللياقة البدنية', 'Sport and Fitness'],
        ['أفعال النصيحة', 'Modal Verbs of Advice'],
        ['كتابة رسالة رسمية', 'Writing a Formal Letter'],
      ),
    ],
  },
  {
    image: 'mathematics',
    name: ['الرياضيات', 'Mathematics'],
    first: [
      unit(
        ['الأعداد النسبية', 'Rational Numbers'],
        ['الأعداد الصحيحة', 'Integers'],
        ['العمليات على الأعداد النسبية', 'Operations on Rational Numbers'],
        ['القوى والجذور', 'Powers and Roots'],
      ),
      unit(
        ['المقادير الجبرية', 'Algebraic Expressions'],
        ['تبسيط المقادير الجبرية', 'Simplifying Algebraic Expressions'],
        ['حل المعادلات الخطية', 'Solving Linear Equations'],
        ['المتباينات', 'Inequalities'],
      ),
    ],
    second: [
      unit(
        ['الهندسة', 'Geometry'],
        ['الزوايا والمستقيمات المتوازية', 'Angles and Parallel Lines'],
        ['نظرية فيثاغورس', 'The Pythagorean Theorem'],
        ['التحويلات الهندسية', 'Geometric Transformations'],
      ),
      unit(
        ['الإحصاء والاحتمالات', 'Statistics and Probability'],
        ['جمع البيانات وتنظيمها', 'Collecting and Organising Data'],
        ['مقاييس النزعة المركزية', 'Measures of Central Tendency'],
        ['الاحتمال البسيط', 'Simple Probability'],
      ),
    ],
  },
  {
    image: 'science',
    name: ['العلوم', 'Science'],
    first: [
      unit(
        ['الخلية', 'The Cell'],
        ['تركيب الخلية', 'Cell Structure'],
        ['الخلية النباتية والخلية الحيوانية', 'Plant and Animal Cells'],
        ['انقسام الخلية', 'Cell Division'],
      ),
      unit(
        ['المادة والطاقة', 'Matter and Energy'],
        ['العناصر والمركبات', 'Elements and Compounds'],
        ['التغيرات الفيزيائية والكيميائية', 'Physical and Chemical Changes'],
        ['أشكال الطاقة', 'Forms of Energy'],
      ),
    ],
    second: [
      unit(
        ['القوة والحركة', 'Force and Motion'],
        ['السرعة والتسارع', 'Speed and Acceleration'],
        ['قوانين نيوتن في الحركة', "Newton's Laws of Motion"],
        ['الآلات البسيطة', 'Simple Machines'],
      ),
      unit(
        ['الأرض وأغلفتها', 'The Earth and Its Spheres'],
        ['الصخور والمعادن', 'Rocks and Minerals'],
        ['الزلازل والبراكين', 'Earthquakes and Volcanoes'],
        ['الغلاف الجوي', 'The Atmosphere'],
      ),
    ],
  },
  {
    image: 'islamic',
    name: ['التربية الإسلامية', 'Islamic Education'],
    first: [
      unit(
        ['علوم القرآن الكريم', 'Quranic Sciences'],
        ['أحكام النون الساكنة والتنوين', 'Rules of Nun Sakinah and Tanween'],
        ['سورة الحجرات', 'Surat Al-Hujurat'],
        ['نزول القرآن الكريم', 'The Revelation of the Quran'],
      ),
      unit(
        ['الحديث النبوي الشريف', 'The Noble Hadith'],
        ['حديث: إنما الأعمال بالنيات', 'Hadith: Actions Are Judged by Intentions'],
        ['حب الخير للآخرين', 'Loving Good for Others'],
        ['حقوق الطريق', 'Rights of the Road'],
      ),
    ],
    second: [
      unit(
        ['الفقه الإسلامي', 'Islamic Jurisprudence'],
        ['صلاة الجماعة', 'Congregational Prayer'],
        ['الصيام', 'Fasting'],
        ['الزكاة', 'Zakat'],
      ),
      unit(
        ['السيرة والتاريخ', 'Biography and History'],
        ['غزوة بدر', 'The Battle of Badr'],
        ['صلح الحديبية', 'The Treaty of Hudaybiyyah'],
        ['فتح مكة', 'The Conquest of Mecca'],
      ),
    ],
  },
  {
    image: 'social',
    name: ['الدراسات الاجتماعية', 'Social Studies'],
    first: [
      unit(
        ['جغرافية الأردن', 'Geography of Jordan'],
        ['موقع الأردن', "Jordan's Location"],
        ['الموارد المائية', 'Water Resources'],
        ['السكان وتوزيعهم', 'Population and Its Distribution'],
      ),
      unit(
        ['الحضارات القديمة', 'Ancient Civilisations'],
        ['حضارات بلاد الشام', 'Civilisations of the Levant'],
        ['الأنباط', 'The Nabataeans'],
        ['حضارة بلاد الرافدين', 'Mesopotamian Civilisation'],
      ),
    ],
    second: [
      unit(
        ['التاريخ الإسلامي', 'Islamic History'],
        ['الدولة الأموية', 'The Umayyad State'],
        ['الدولة العباسية', 'The Abbasid State'],
        ['معركة اليرموك', 'The Battle of Yarmouk'],
      ),
      unit(
        ['التربية الوطنية', 'National Education'],
        ['الدستور الأردني', 'The Jordanian Constitution'],
        ['المواطنة الصالحة', 'Good Citizenship'],
        ['الهاشميون وبناء الدولة', 'The Hashemites and State Building'],
      ),
    ],
  },
];
