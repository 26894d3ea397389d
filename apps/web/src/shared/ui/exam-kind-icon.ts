import { FileText, MonitorCheck } from 'lucide-react';

/**
 * One picture per kind of exam wherever exams are offered, so the course page's
 * "Computer-Based" tab and the teacher page's "Electronic Exams" (both the specification's
 * labels) show they lead to the same computer-based exams, as do every such card and start page.
 */
export const EXAM_KIND_ICON = { computer: MonitorCheck, paper: FileText } as const;
