import { type SubjectData, unit } from './types.ts';

/** Subjects of grades 1-6, after the Jordanian national curriculum's strands. */
export const PRIMARY_SUBJECTS: readonly SubjectData[] = [
  {
    image: 'arabic',
    name: ['اللغة العربية', 'Arabic Language'],
    first: [
      unit(
        ['الحروف والأصوات', 'Letters and Sounds'],
        ['الحروف الهجائية', 'The Arabic Alphabet'],
        ['الحركات القصيرة', 'Short Vowels'],
        ['المدود', 'Long Vowels'],
      ),
      unit(
        ['القراءة والفهم', 'Reading and Comprehension'],
        ['قصة الأرنب الذكي', 'The Clever Rabbit'],
        ['أسرتي', 'My Family'],
        ['مدرستي الجميلة', 'My Beautiful School'],
      ),
    ],
    second: [
      unit(
        ['الكتابة والإملاء', 'Writing and Spelling'],
        ['التاء المربوطة والتاء المفتوحة', 'Closed and Open Taa'],
        ['اللام الشمسية واللام القمرية', 'Sun and Moon Letters'],
        ['همزة الوصل وهمزة القطع', 'Connecting and Cutting Hamza'],
      ),
      unit(
        ['التعبير والمحادثة', 'Expression and Conversation'],
        ['وصف صورة', 'Describing a Picture'],
        ['كتابة بطاقة تهنئة', 'Writing a Greeting Card'],
        ['حوار في السوق', 'A Conversation at the Market'],
      ),
    ],
  },
  {
    image: 'english',
    name: ['اللغة الإنجليزية', 'English Language'],
    first: [
      unit(
        ['التحية والتعارف', 'Hello and Welcome'],
        ['التحية', 'Greetings'],
        ['الأعداد من 1 إلى 20', 'Numbers 1 to 20'],
        ['الألوان', 'Colours'],
      ),
      unit(
        ['عائلتي وبيتي', 'My Family and Home'],
        ['أفراد العائلة', 'Family Members'],
        ['غرف البيت', 'Rooms in the House'],
        ['الروتين اليومي', 'Daily Routines'],
      ),
    ],
    second: [
      unit(
        ['مدرستي', 'My School'],
        ['أدوات الصف', 'Classroom Objects'],
        ['المواد الدراسية', 'School Subjects'],
        ['قراءة الساعة', 'Telling the Time'],
      ),
      unit(
        ['العالم من حولنا', 'The World Around Us'],
        ['الحيوانات', 'Animals'],
        ['الطقس', 'The Weather'],
        ['المهن وأماكن العمل', 'Jobs and Workplaces'],
      ),
    ],
  },
  {
    image: 'mathematics',
    name: ['الرياضيات', 'Mathematics'],
    first: [
      unit(
        ['الأعداد والقيمة المنزلية', 'Numbers and Place Value'],
        ['الآحاد والعشرات', 'Ones and Tens'],
        ['مقارنة الأعداد وترتيبها', 'Comparing and Ordering Numbers'],
        ['الأعداد الزوجية والفردية', 'Even and Odd Numbers'],
      ),
      unit(
        ['الجمع والطرح', 'Addition and Subtraction'],
        ['الجمع دون إعادة تجميع', 'Addition without Regrouping'],
        ['الطرح مع إعادة التجميع', 'Subtraction with Regrouping'],
        ['حل المسائل اللفظية', 'Solving Word Problems'],
      ),
    ],
    second: [
      unit(
        ['الضرب والقسمة', 'Multiplication and Division'],
        ['جداول الضرب', 'Multiplication Tables'],
        ['القسمة طرحًا متكررًا', 'Division as Repeated Subtraction'],
        ['العلاقة بين الضرب والقسمة', 'Relating Multiplication and Division'],
      ),
      unit(
        ['الهندسة والقياس', 'Geometry and Measurement'],
        ['الأشكال الهندسية', 'Geometric Shapes'],
        ['المحيط', 'Perimeter'],
        ['قياس الطول والكتلة', 'Measuring Length and Mass'],
      ),
    ],
  },
  {
    image: 'science',
    name: ['العلوم', 'Science'],
    first: [
      unit(
        ['الكائنات الحية', 'Living Things'],
        ['النبات وأجزاؤه', 'Plants and Their Parts'],
        ['الحيوانات وبيئاتها', 'Animals and Their Habitats'],
        ['دورة حياة الفراشة', 'The Life Cycle of a Butterfly'],
      ),
      unit(
        ['جسم الإنسان وصحته', 'The Human Body and Health'],
        ['الحواس الخمس', 'The Five Senses'],
        ['الغذاء الصحي', 'Healthy Food'],
        ['النظافة الشخصية', 'Personal Hygiene'],
      ),
    ],
    second: [
      unit(
        ['المادة وخصائصها', 'Matter and Its Properties'],
        ['حالات المادة', 'States of Matter'],
        ['الذوبان', 'Dissolving'],
        ['المخاليط', 'Mixtures'],
      ),
      unit(
        ['الأرض والفضاء', 'Earth and Space'],
        ['الليل والنهار', 'Day and Night'],
        ['الفصول الأربعة', 'The Four Seasons'],
        ['الماء في الطبيعة', 'Water in Nature'],
      ),
    ],
  },
  {
    image: 'islamic',
    name: ['التربية الإسلامية', 'Islamic Education'],
    first: [
      unit(
        ['القرآن الكريم', 'The Holy Quran'],
        ['سورة الفاتحة', 'Surat Al-Fatiha'],
        ['سورة الإخلاص', 'Surat Al-Ikhlas'],
        ['آداب تلاوة القرآن الكريم', 'Etiquette of Reciting the Quran'],
      ),
      unit(
        ['العقيدة والعبادات', 'Faith and Worship'],
        ['أركان الإسلام', 'The Pillars of Islam'],
        ['الوضوء', 'Ablution (Wudu)'],
        ['الصلاة', 'Prayer'],
      ),
    ],
    second: [
      unit(
        ['السيرة النبوية', "The Prophet's Biography"],
        ['مولد النبي ﷺ', 'The Birth of the Prophet'],
        ['صدق النبي ﷺ وأمانته', "The Prophet's Honesty and Trustworthiness"],
        ['الهجرة إلى المدينة المنورة', 'The Migration to Medina'],
      ),
      unit(
        ['الأخلاق والآداب', 'Morals and Manners'],
        ['بر الوالدين', 'Kindness to Parents'],
        ['آداب الطعام', 'Table Manners'],
        ['الرفق بالحيوان', 'Kindness to Animals'],
      ),
    ],
  },
  {
    image: 'social',
    name: ['الدراسات الاجتماعية', 'Social Studies'],
    first: [
      unit(
        ['أنا وأسرتي ومجتمعي', 'Me, My Family and My Community'],
        ['أسرتي', 'My Family'],
        ['جيراني', 'My Neighbours'],
        ['حقوقي وواجباتي', 'My Rights and Duties'],
      ),
      unit(
        ['وطني الأردن', 'My Homeland Jordan'],
        ['العلم الأردني', 'The Jordanian Flag'],
        ['محافظات الأردن', 'The Governorates of Jordan'],
        ['السلام الملكي الأردني', 'The Jordanian Royal Anthem'],
      ),
    ],
    second: [
      unit(
        ['البيئة من حولي', 'My Environment'],
        ['التضاريس في الأردن', 'Landforms of Jordan'],
        ['المناخ', 'Climate'],
        ['المحافظة على البيئة', 'Protecting the Environment'],
      ),
      unit(
        ['المهن والخدمات', 'Jobs and Services'],
        ['المهن في مجتمعي', 'Jobs in My Community'],
        ['المؤسسات العامة', 'Public Institutions'],
        ['السلامة المرورية', 'Road Safety'],
      ),
    ],
  },
];
