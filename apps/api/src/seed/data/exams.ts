import type { Difficulty, QuestionKind } from '@madrasa/contracts';
import type { Bilingual } from './types.ts';

/**
 * Demo computer-based exams, Arabic and English, some with LaTeX math (between `$…$`) and
 * one with a picture. Each exam is seeded for the first semester of the grades it names,
 * under the subject of that image; one is a demo teacher's own.
 */
export type QuestionData = {
  kind: QuestionKind;
  stem: Bilingual;
  options?: readonly Bilingual[];
  /** Indexes of the right options. */
  correct?: readonly number[];
  numeric?: { value: number; tolerance: number };
  explanation: Bilingual;
  difficulty?: Difficulty;
  marks?: number;
  /** A picture in `assets/`, shown with the question. */
  image?: string;
};

export type ExamData = {
  subject: string;
  grades: readonly string[];
  title: Bilingual;
  duration: number;
  /** Bounds the student may set the time within. */
  bounds?: readonly [min: number, max: number];
  passing: number;
  attempts?: number;
  /** The e-mail of the demo teacher who wrote it; otherwise the editors'. */
  teacher?: string;
  questions: readonly QuestionData[];
};

const TRUE_FALSE: readonly Bilingual[] = [
  ['صح', 'True'],
  ['خطأ', 'False'],
];

export const EXAMS: readonly ExamData[] = [
  {
    subject: 'mathematics',
    grades: ['grade10', 'grade12'],
    title: ['اختبار قصير: المشتقات والتكامل', 'Quiz: derivatives and integrals'],
    duration: 15,
    bounds: [1, 30],
    passing: 60,
    // The secondary maths teacher's own, as his profile says he teaches calculus.
    teacher: 'ahmad.khatib@example.com',
    questions: [
      {
        kind: 'single',
        stem: [
          'ما مشتقة $x^2$ بالنسبة إلى $x$؟',
          'What is the derivative of $x^2$ with respect to $x$?',
        ],
        options: [
          ['$2x$', '$2x$'],
          ['$x$', '$x$'],
          ['$x^2$', '$x^2$'],
          ['$2$', '$2$'],
        ],
        correct: [0],
        explanation: [
          'قاعدة القوة: $\\frac{d}{dx}x^n = n\\,x^{n-1}$، إذن مشتقة $x^2$ هي $2x$.',
          'The power rule: $\\frac{d}{dx}x^n = n\\,x^{n-1}$, so the derivative of $x^2$ is $2x$.',
        ],
      },
      {
        kind: 'numeric',
        stem: ['حُلّ المعادلة $2x + 3 = 11$. ما قيمة $x$؟', 'Solve $2x + 3 = 11$. What is $x$?'],
        numeric: { value: 4, tolerance: 0 },
        explanation: ['$2x = 11 - 3 = 8$، إذن $x = 4$.', '$2x = 11 - 3 = 8$, so $x = 4$.'],
        difficulty: 'easy',
      },
      {
        kind: 'true_false',
        stem: ['$\\sqrt{16} = 4$', '$\\sqrt{16} = 4$'],
        options: TRUE_FALSE,
        correct: [0],
        explanation: ['لأن $4^2 = 16$.', 'Because $4^2 = 16$.'],
        difficulty: 'easy',
      },
      {
        kind: 'multiple',
        stem: [
          'أيّ الأعداد الآتية أعداد أولية؟ (اختر كل ما ينطبق)',
          'Which of these numbers are prime? (choose all that apply)',
        ],
        options: [
          ['2', '2'],
          ['9', '9'],
          ['11', '11'],
          ['15', '15'],
        ],
        correct: [0, 2],
        explanation: [
          'العدد الأولي لا يقبل القسمة إلا على نفسه وعلى 1: العددان 2 و11 أوليان، أما $9 = 3 \\times 3$ و$15 = 3 \\times 5$ فلا.',
          'A prime divides only by itself and 1: 2 and 11 are prime; $9 = 3 \\times 3$ and $15 = 3 \\times 5$ are not.',
        ],
        marks: 2,
      },
      {
        kind: 'single',
        stem: ['قيمة $\\int_0^1 2x\\,dx$ تساوي', 'The value of $\\int_0^1 2x\\,dx$ is'],
        options: [
          ['1', '1'],
          ['2', '2'],
          ['0.5', '0.5'],
          ['0', '0'],
        ],
        correct: [0],
        explanation: ['$\\int_0^1 2x\\,dx = [x^2]_0^1 = 1$', '$\\int_0^1 2x\\,dx = [x^2]_0^1 = 1$'],
        difficulty: 'hard',
        marks: 2,
      },
    ],
  },
  {
    subject: 'physics',
    grades: ['grade10', 'grade12'],
    title: ['قوانين نيوتن في الحركة', "Newton's laws of motion"],
    duration: 10,
    passing: 50,
    attempts: 3,
    questions: [
      {
        kind: 'single',
        stem: ['ما وحدة قياس القوة في النظام الدولي للوحدات؟', 'What is the SI unit of force?'],
        options: [
          ['نيوتن', 'Newton'],
          ['جول', 'Joule'],
          ['واط', 'Watt'],
          ['باسكال', 'Pascal'],
        ],
        correct: [0],
        explanation: [
          'النيوتن هو القوة التي تُكسب كتلةً مقدارها $1\\,kg$ تسارعًا مقداره $1\\,m/s^2$.',
          'One newton gives a mass of $1\\,kg$ an acceleration of $1\\,m/s^2$.',
        ],
      },
      {
        kind: 'numeric',
        stem: [
          'جسم كتلته $2\\,kg$ يتسارع بمعدل $3\\,m/s^2$. ما مقدار القوة المحصلة المؤثرة فيه بالنيوتن؟',
          'A $2\\,kg$ body accelerates at $3\\,m/s^2$. What is the net force on it, in newtons?',
        ],
        numeric: { value: 6, tolerance: 0.01 },
        explanation: [
          'قانون نيوتن الثاني: $F = ma = 2 \\times 3 = 6\\,N$.',
          "Newton's second law: $F = ma = 2 \\times 3 = 6\\,N$.",
        ],
      },
      {
        kind: 'true_false',
        stem: [
          'تسارع السقوط الحر قرب سطح الأرض نحو $9.8\\,m/s^2$.',
          'Free-fall acceleration near the Earth’s surface is about $9.8\\,m/s^2$.',
        ],
        options: TRUE_FALSE,
        correct: [0],
        explanation: ['ويُرمز له بالرمز $g$.', 'It is written $g$.'],
        difficulty: 'easy',
      },
    ],
  },
  {
    subject: 'english',
    grades: ['grade10', 'grade12'],
    title: ['قواعد اللغة الإنجليزية: المضارع البسيط', 'English grammar: the present simple'],
    duration: 10,
    passing: 50,
    questions: [
      {
        kind: 'single',
        stem: [
          'اختر الصيغة الصحيحة: She ___ to school every day.',
          'Choose the correct form: She ___ to school every day.',
        ],
        options: [
          ['go', 'go'],
          ['goes', 'goes'],
          ['going', 'going'],
          ['gone', 'gone'],
        ],
        correct: [1],
        explanation: [
          'مع ضمير الغائب المفرد (she) يُضاف s إلى الفعل في المضارع البسيط.',
          'With he, she or it, the present simple adds -s: she goes.',
        ],
      },
      {
        kind: 'true_false',
        stem: ['جمع كلمة child هو children.', "'Children' is the plural of 'child'."],
        options: TRUE_FALSE,
        correct: [0],
        explanation: ['جمع غير قياسي.', 'An irregular plural.'],
      },
      {
        kind: 'multiple',
        stem: ['أيّ الكلمات الآتية صفات؟', 'Which of these words are adjectives?'],
        options: [
          ['happy', 'happy'],
          ['quickly', 'quickly'],
          ['blue', 'blue'],
          ['run', 'run'],
        ],
        correct: [0, 2],
        explanation: [
          'happy وblue صفتان، وquickly ظرف، وrun فعل.',
          'Happy and blue are adjectives; quickly is an adverb and run a verb.',
        ],
      },
    ],
  },
  {
    subject: 'arabic',
    grades: ['grade10'],
    title: ['اللغة العربية: الجمع والأفعال', 'Arabic: plurals and verbs'],
    duration: 10,
    passing: 50,
    questions: [
      {
        kind: 'single',
        stem: ['ما جمع كلمة «كِتاب»؟', 'What is the plural of the Arabic word «كِتاب» (book)?'],
        options: [
          ['كُتُب', 'كُتُب'],
          ['كِتابات', 'كِتابات'],
          ['كاتِبون', 'كاتِبون'],
          ['مَكتبة', 'مَكتبة'],
        ],
        correct: [0],
        explanation: ['«كُتُب» جمع تكسير لكلمة «كِتاب».', '«كُتُب» is the broken plural of «كِتاب».'],
      },
      {
        kind: 'true_false',
        stem: ['الفعل «كَتَبَ» فعلٌ ماضٍ.', 'The verb «كَتَبَ» (he wrote) is in the past tense.'],
        options: TRUE_FALSE,
        correct: [0],
        explanation: [
          'يدل على حدث وقع في الزمن الماضي.',
          'It tells of something done in the past.',
        ],
      },
    ],
  },
  {
    subject: 'science',
    grades: ['grade5'],
    title: ['العلوم: النبات والماء', 'Science: plants and water'],
    duration: 10,
    passing: 50,
    questions: [
      {
        kind: 'single',
        stem: [
          'ما الغاز الذي تأخذه النباتات من الهواء لتصنع غذاءها؟',
          'Which gas do plants take from the air to make their food?',
        ],
        options: [
          ['ثاني أكسيد الكربون', 'Carbon dioxide'],
          ['الأكسجين', 'Oxygen'],
          ['النيتروجين', 'Nitrogen'],
        ],
        correct: [0],
        explanation: [
          'في عملية البناء الضوئي يصنع النبات غذاءه من ثاني أكسيد الكربون والماء بوجود الضوء.',
          'In photosynthesis a plant makes food from carbon dioxide and water, using light.',
        ],
        image: 'subjects/science.webp',
      },
      {
        kind: 'true_false',
        stem: [
          'يغلي الماء عند 100 درجة مئوية عند مستوى سطح البحر.',
          'Water boils at 100 °C at sea level.',
        ],
        options: TRUE_FALSE,
        correct: [0],
        explanation: [
          'وعلى المرتفعات يغلي عند درجة أقل.',
          'Higher up, it boils at a lower temperature.',
        ],
      },
    ],
  },
];
