export type BlogData = {
  image: string;
  /** How many days before seeding the post appears to have been published. */
  daysAgo: number;
  title: readonly [ar: string, en: string];
  topic: readonly [ar: string, en: string];
  content: readonly [ar: string, en: string];
};

/** Three posts "By Admin"; paragraphs are separated by blank lines. */
export const BLOGS: readonly BlogData[] = [
  {
    image: 'study-plan',
    daysAgo: 21,
    title: ['كيف تضع خطة دراسية ناجحة؟', 'How to Build a Study Plan That Works'],
    topic: ['نصائح دراسية', 'Study Tips'],
    content: [
      [
        'الخطة الدراسية الجيدة لا تعني أن تدرس ساعات طويلة، بل أن تدرس بذكاء. ابدأ بتحديد المواد التي تحتاج إلى وقت أكبر، ووزّع ساعات الأسبوع عليها بحسب صعوبتها وموعد امتحاناتها.',
        'قسّم وقت الدراسة إلى جلسات قصيرة مدة كل منها خمس وأربعون دقيقة تتخللها استراحة قصيرة، فالتركيز يقل كثيرًا بعد ساعة متواصلة. واجعل أصعب مادة في الوقت الذي تكون فيه أكثر نشاطًا.',
        'راجع خطتك في نهاية كل أسبوع: ما الذي أنجزته؟ وما الذي تأخر؟ عدّل الخطة بدل أن تتخلى عنها، واستعن بالملخصات وأوراق العمل المتوفرة على منصة مدرسة لتثبيت ما تعلمته.',
      ].join('\n\n'),
      [
        'A good study plan is not about studying for long hours, it is about studying smart. Start by listing the subjects that need the most time, then share out the hours of your week according to how hard each subject is and when its exams are.',
        'Split your study time into sessions of about forty-five minutes with a short break between them, because concentration drops sharply after an hour without rest. Put the hardest subject at the time of day when you are most alert.',
        'Review your plan at the end of every week: what did you finish, and what fell behind? Adjust the plan instead of abandoning it, and use the summaries and worksheets on Madrasa to lock in what you have learnt.',
      ].join('\n\n'),
    ],
  },
  {
    image: 'tawjihi',
    daysAgo: 12,
    title: ['الاستعداد لامتحان التوجيهي', 'Getting Ready for the Tawjihi Exam'],
    topic: ['التوجيهي', 'Tawjihi'],
    content: [
      [
        'امتحان شهادة الدراسة الثانوية العامة (التوجيهي) محطة مهمة في حياة كل طالب أردني، والاستعداد الجيد له يبدأ مبكرًا. اجمع أسئلة الامتحانات الوزارية للسنوات السابقة وحلّها في وقت محدد كما لو كنت في قاعة الامتحان.',
        'لا تكتفِ بحفظ القوانين والتعريفات؛ افهم الفكرة وراء كل قانون، وتدرّب على الأسئلة التي تقيس الفهم والتطبيق. الامتحانات المحوسبة على منصة مدرسة تساعدك على قياس مستواك بسرعة.',
        'وأخيرًا، اعتنِ بنومك وغذائك، فالعقل المرهق لا يستطيع استرجاع المعلومات. نم ثماني ساعات في ليلة الامتحان، وادخل القاعة بثقة وهدوء.',
      ].join('\n\n'),
      [
        'The General Secondary Education Certificate exam (Tawjihi) is a milestone for every student in Jordan, and good preparation starts early. Collect the ministry exam papers of past years and solve them against the clock, as if you were in the exam hall.',
        'Do not just memorise laws and definitions; understand the idea behind each law and practise the questions that test understanding and application. The computer-based exams on Madrasa help you measure your level quickly.',
        'Finally, look after your sleep and your food, because a tired mind cannot recall what it knows. Sleep eight hours the night before the exam and walk into the hall calm and confident.',
      ].join('\n\n'),
    ],
  },
  {
    image: 'reading',
    daysAgo: 4,
    title: ['القراءة اليومية تصنع الفرق', 'Daily Reading Makes the Difference'],
    topic: ['مهارات', 'Skills'],
    content: [
      [
        'عشرون دقيقة من القراءة كل يوم تضيف إلى حصيلة الطالب آلاف الكلمات الجديدة في السنة الواحدة، وتحسّن قدرته على الفهم والتعبير في جميع المواد لا في اللغة العربية وحدها.',
        'اختر كتبًا تحبها: قصصًا أو كتبًا علمية مبسطة أو سيرًا لشخصيات ملهمة، وخصص لها وقتًا ثابتًا قبل النوم. ودوّن الكلمات الجديدة وعُد إليها بعد أيام.',
        'وللأهل دور كبير: اقرؤوا مع أبنائكم، وناقشوهم فيما قرؤوا، واجعلوا في البيت مكتبة صغيرة في متناول أيديهم.',
      ].join('\n\n'),
      [
        'Twenty minutes of reading a day adds thousands of new words to a student’s vocabulary every year, and improves understanding and expression in every subject, not only in languages.',
        'Choose books you enjoy: stories, simple science books or the lives of inspiring people, and give them a fixed time before bed. Write down new words and come back to them a few days later.',
        'Parents matter a great deal here: read with your children, talk with them about what they read, and keep a small library at home within their reach.',
      ].join('\n\n'),
    ],
  },
];
