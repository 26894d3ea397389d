import { type SubjectData, unit } from './types.ts';

/** Subjects of grades 10-12 (the scientific stream, as most Tawjihi students take it). */
export const SECONDARY_SUBJECTS: readonly SubjectData[] = [
  {
    image: 'arabic',
    name: ['اللغة العربية', 'Arabic Language'],
    first: [
      unit(
        ['النحو', 'Grammar'],
        ['الممنوع من الصرف', 'Diptotes'],
        ['أسلوب الشرط', 'Conditional Sentences'],
        ['العدد وتمييزه', 'Numbers and Their Specifiers'],
      ),
      unit(
        ['الأدب العربي', 'Arabic Literature'],
        ['الشعر في العصر الجاهلي', 'Pre-Islamic Poetry'],
        ['الشعر في العصر العباسي', 'Abbasid Poetry'],
        ['الأدب الأردني الحديث', 'Modern Jordanian Literature'],
      ),
    ],
    second: [
      unit(
        ['البلاغة', 'Rhetoric'],
        ['علم المعاني', 'The Science of Meanings'],
        ['علم البيان', 'The Science of Figurative Speech'],
        ['علم البديع', 'The Science of Embellishment'],
      ),
      unit(
        ['المهارات اللغوية', 'Language Skills'],
        ['تلخيص النصوص', 'Summarising Texts'],
        ['كتابة المقالة', 'Essay Writing'],
        ['الإلقاء والخطابة', 'Public Speaking'],
      ),
    ],
  },
  {
    image: 'english',
    name: ['اللغة الإنجليزية', 'English Language'],
    first: [
      unit(
        ['التعليم والمهن', 'Education and Careers'],
        ['اختيار التخصص الجامعي', 'Choosing a University Major'],
        ['الكلام المنقول', 'Reported Speech'],
        ['كتابة السيرة الذاتية', 'Writing a CV'],
      ),
      unit(
        ['قضايا عالمية', 'Global Issues'],
        ['التغير المناخي', 'Climate Change'],
        ['الجمل الشرطية', 'Conditional Sentences'],
        ['كتابة مقالة رأي', 'Writing an Opinion Essay'],
      ),
    ],
    second: [
      unit(
        ['الأدب', 'Literature'],
        ['قراءة قصة قصيرة', 'Reading a Short Story'],
        ['جمل الصلة', 'Relative Clauses'],
        ['تحليل الشخصيات', 'Analysing Characters'],
      ),
      unit(
        ['مهارات الامتحان', 'Exam Skills'],
        ['استراتيجيات القراءة', 'Reading Strategies'],
        ['المفردات في السياق', 'Vocabulary in Context'],
        ['الكتابة في وقت محدد', 'Timed Writing Practice'],
      ),
    ],
  },
  {
    image: 'mathematics',
    name: ['الرياضيات', 'Mathematics'],
    first: [
      unit(
        ['الاقترانات', 'Functions'],
        ['الاقتران ومجاله', 'Functions and Their Domains'],
        ['الاقترانات الأسية واللوغاريتمية', 'Exponential and Logarithmic Functions'],
        ['الاقترانات المثلثية', 'Trigonometric Functions'],
      ),
      unit(
        ['النهايات والاتصال', 'Limits and Continuity'],
        ['مفهوم النهاية', 'The Concept of a Limit'],
        ['نظريات النهايات', 'Limit Theorems'],
        ['الاتصال', 'Continuity'],
      ),
    ],
    second: [
      unit(
        ['التفاضل', 'Differentiation'],
        ['المشتقة الأولى', 'The First Derivative'],
        ['قواعد الاشتقاق', 'Rules of Differentiation'],
        ['تطبيقات التفاضل', 'Applications of Differentiation'],
      ),
      unit(
        ['التكامل', 'Integration'],
        ['التكامل غير المحدود', 'Indefinite Integrals'],
        ['التكامل المحدود', 'Definite Integrals'],
        ['المساحة تحت المنحنى', 'Area Under a Curve'],
      ),
    ],
  },
  {
    image: 'physics',
    name: ['الفيزياء', 'Physics'],
    first: [
      unit(
        ['الحركة', 'Motion'],
        ['الحركة في بعد واحد', 'Motion in One Dimension'],
        ['المقذوفات', 'Projectiles'],
        ['الحركة الدائرية', 'Circular Motion'],
      ),
      unit(
        ['الشغل والطاقة', 'Work and Energy'],
        ['الشغل', 'Work'],
        ['حفظ الطاقة الميكانيكية', 'Conservation of Mechanical Energy'],
        ['القدرة', 'Power'],
      ),
    ],
    second: [
      unit(
        ['الكهرباء', 'Electricity'],
        ['المجال الكهربائي', 'The Electric Field'],
        ['التيار والمقاومة', 'Current and Resistance'],
        ['الدارات الكهربائية', 'Electric Circuits'],
      ),
      unit(
        ['المغناطيسية', 'Magnetism'],
        ['المجال المغناطيسي', 'The Magnetic Field'],
        ['الحث الكهرمغناطيسي', 'Electromagnetic Induction'],
        ['المحولات الكهربائية', 'Transformers'],
      ),
    ],
  },
  {
    image: 'chemistry',
    name: ['الكيمياء', 'Chemistry'],
    first: [
      unit(
        ['بنية الذرة', 'Atomic Structure'],
        ['النماذج الذرية', 'Atomic Models'],
        ['التوزيع الإلكتروني', 'Electron Configuration'],
        ['الجدول الدوري', 'The Periodic Table'],
      ),
      unit(
        ['الروابط الكيميائية', 'Chemical Bonds'],
        ['الرابطة الأيونية', 'Ionic Bonds'],
        ['الرابطة التساهمية', 'Covalent Bonds'],
        ['أشكال الجزيئات', 'Molecular Shapes'],
      ),
    ],
    second: [
      unit(
        ['الحسابات الكيميائية', 'Chemical Calculations'],
        ['المول', 'The Mole'],
        ['موازنة المعادلات الكيميائية', 'Balancing Chemical Equations'],
        ['المادة المحددة للتفاعل', 'The Limiting Reactant'],
      ),
      unit(
        ['الحموض والقواعد', 'Acids and Bases'],
        ['مفاهيم الحموض والقواعد', 'Concepts of Acids and Bases'],
        ['الرقم الهيدروجيني', 'pH'],
        ['المعايرة', 'Titration'],
      ),
    ],
  },
  {
    image: 'biology',
    name: ['الأحياء', 'Biology'],
    first: [
      unit(
        ['الجزيئات الحيوية', 'Biomolecules'],
        ['الكربوهيدرات', 'Carbohydrates'],
        ['البروتينات', 'Proteins'],
        ['الإنزيمات', 'Enzymes'],
      ),
      unit(
        ['الوراثة', 'Genetics'],
        ['تركيب DNA وتضاعفه', 'DNA Structure and Replication'],
        ['قوانين مندل', "Mendel's Laws"],
        ['الطفرات', 'Mutations'],
      ),
    ],
    second: [
      unit(
        ['أجهزة جسم الإنسان', 'Human Body Systems'],
        ['الجهاز الهضمي', 'The Digestive System'],
        ['الجهاز الدوري', 'The Circulatory System'],
        ['الجهاز العصبي', 'The Nervous System'],
      ),
      unit(
        ['البيئة والتنوع الحيوي', 'Ecology and Biodiversity'],
        ['النظام البيئي', 'Ecosystems'],
        ['السلاسل الغذائية', 'Food Chains'],
        ['المحميات الطبيعية في الأردن', 'Nature Reserves in Jordan'],
      ),
    ],
  },
  {
    image: 'islamic',
    name: ['التربية الإسلامية', 'Islamic Education'],
    first: [
      unit(
        ['القرآن الكريم وعلومه', 'The Quran and Its Sciences'],
        ['سورة يوسف', 'Surat Yusuf'],
        ['إعجاز القرآن الكريم', 'The Inimitability of the Quran'],
        ['أحكام المد', 'Rules of Elongation (Madd)'],
      ),
      unit(
        ['الفكر الإسلامي', 'Islamic Thought'],
        ['الوسطية في الإسلام', 'Moderation in Islam'],
        ['حقوق الإنسان في الإسلام', 'Human Rights in Islam'],
        ['العمل والإنتاج', 'Work and Productivity'],
      ),
    ],
    second: [
      unit(
        ['فقه المعاملات', 'Jurisprudence of Transactions'],
        ['البيع وأحكامه', 'Sales and Their Rulings'],
        ['الربا', 'Usury (Riba)'],
        ['الوقف', 'Endowments (Waqf)'],
      ),
      unit(
        ['النظام الاجتماعي في الإسلام', 'The Social System in Islam'],
        ['الأسرة في الإسلام', 'The Family in Islam'],
        ['التكافل الاجتماعي', 'Social Solidarity'],
        ['حماية البيئة في الإسلام', 'Protecting the Environment in Islam'],
      ),
    ],
  },
  {
    image: 'social',
    name: ['تاريخ الأردن', 'History of Jordan'],
    first: [
      unit(
        ['الأردن في العصور القديمة', 'Jordan in Ancient Times'],
        ['الممالك الأردنية القديمة', 'Ancient Jordanian Kingdoms'],
        ['مملكة الأنباط', 'The Nabataean Kingdom'],
        ['الأردن في العصر الروماني', 'Jordan in the Roman Era'],
      ),
      unit(
        ['الأردن في العصر الإسلامي', 'Jordan in the Islamic Era'],
        ['معارك الفتح الإسلامي في الأردن', 'The Islamic Conquest Battles in Jordan'],
        ['الأردن في العصرين الأيوبي والمملوكي', 'Jordan under the Ayyubids and Mamluks'],
        ['الأردن في العصر العثماني', 'Jordan in the Ottoman Era'],
      ),
    ],
    second: [
      unit(
        ['تأسيس الدولة الأردنية', 'The Founding of the Jordanian State'],
        ['الثورة العربية الكبرى', 'The Great Arab Revolt'],
        ['تأسيس إمارة شرق الأردن', 'The Founding of the Emirate of Transjordan'],
        ['الاستقلال', 'Independence'],
      ),
      unit(
        ['الأردن الحديث', 'Modern Jordan'],
        ['بناء مؤسسات الدولة', 'Building State Institutions'],
        ['الأردن والقضية الفلسطينية', 'Jordan and the Palestinian Cause'],
        ['الأردن في القرن الحادي والعشرين', 'Jordan in the Twenty-First Century'],
      ),
    ],
  },
];
