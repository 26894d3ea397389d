/**
 * The name a new class is offered from its choices, as a school writes it:
 * "Grade 10 B – Mathematics", «الصف العاشر ب – الرياضيات».
 */
export const suggestClassName = ({
  grade,
  section,
  subject,
}: {
  grade: string;
  section: string;
  subject: string;
}) => [[grade, section.trim()].filter(Boolean).join(' '), subject].filter(Boolean).join(' – ');
