/**
 * Who may call each route of the API: the one list the authorization matrix test checks
 * against the OpenAPI document (a route missing here, or listed but gone, fails it).
 *
 * - `public`         anyone, with or without a token
 * - `any-signed-in`  any valid session (student, teacher, parent or admin)
 * - `student`        a student session; acts on that student's own account only
 * - `teacher`        a teacher session; acts on (and lists) that teacher's own data only
 * - `teacher-owner`  a teacher session, on an upload or a class of that teacher: another
 *                    teacher is refused (403/404) and the upload or class stays
 * - `admin`          an admin session
 * - `student-member` a student session, on a class that student is in: another student is
 *                    refused (403/404) as if the class were not there
 * - `class-member`   a student or teacher session, on a class's chat room that account is
 *                    in (`student` and `teacher`): another student or teacher is refused
 *                    (403/404) as if the room were not there; a parent is refused (403)
 *                    while CHAT_PARENTS_READ is off, as it is here
 * - `parent`         a parent session; acts on that parent's own links only
 * - `parent-child`   a parent session, on a child linked to that parent: another parent is
 *                    refused (403/404) as if the child were not there
 * - `student-or-parent` a student or a parent session, on that account's own bell (teachers
 *                    and admins have none yet), or activating a card (for themselves, or a
 *                    linked child)
 */
export type Policy =
  | 'public'
  | 'any-signed-in'
  | 'student'
  | 'teacher'
  | 'teacher-owner'
  | 'student-member'
  | 'class-member'
  | 'admin'
  | 'parent'
  | 'parent-child'
  | 'student-or-parent';

export const ROUTE_POLICIES: Record<string, Policy> = {
  'GET /api/health': 'public',
  'GET /api/config': 'public',

  'POST /api/student/register': 'public',
  'POST /api/student/login': 'public',
  'POST /api/student/verify-otp': 'public',
  'POST /api/student/forgot-password': 'public',
  'POST /api/student/verify-reset-otp': 'public',
  'POST /api/student/reset-password': 'public',
  'POST /api/teacher/register': 'public',
  'POST /api/teacher/login': 'public',
  'POST /api/teacher/verify-otp': 'public',
  'POST /api/teacher/forgot-password': 'public',
  'POST /api/teacher/verify-reset-otp': 'public',
  'POST /api/teacher/reset-password': 'public',
  'POST /api/parent/register': 'public',
  'POST /api/parent/login': 'public',
  'POST /api/parent/verify-otp': 'public',
  'POST /api/parent/forgot-password': 'public',
  'POST /api/parent/verify-reset-otp': 'public',
  'POST /api/parent/reset-password': 'public',
  'POST /api/admin/login': 'public',
  'GET /api/admin/setup': 'public',
  'POST /api/admin/setup': 'public',
  'POST /api/logout': 'any-signed-in',

  'GET /api/computer-exams': 'public',
  'GET /api/computer-exams/{id}': 'public',
  'GET /api/teachers/{id}/computer-exams': 'public',
  'GET /api/student/exam-results': 'student',
  'GET /api/student/exam-attempts': 'student',
  'POST /api/computer-exams/{id}/attempts': 'student',
  'GET /api/exam-attempts/{id}': 'student',
  'PUT /api/exam-attempts/{id}/answers/{position}': 'student',
  'POST /api/exam-attempts/{id}/finish': 'student',
  'GET /api/exam-attempts/{id}/review': 'student',
  'POST /api/student/progress/videos/{kind}/{id}': 'student',
  'PUT /api/student/progress/files/{kind}/{id}': 'student',
  'GET /api/student/progress/items': 'student',
  'GET /api/student/progress/subjects': 'student',
  'GET /api/student/progress/continue': 'student',
  'GET /api/student/progress/summary': 'student',
  'GET /api/admin/exam-questions': 'admin',
  'POST /api/admin/exam-questions': 'admin',
  'DELETE /api/admin/exam-questions/{id}': 'admin',
  'PUT /api/admin/exam-questions/{id}': 'admin',
  'GET /api/admin/exam-questions/template': 'admin',
  'POST /api/admin/exam-questions/import': 'admin',
  'PUT /api/admin/exam-questions/{id}/image': 'admin',
  'DELETE /api/admin/exam-questions/{id}/image': 'admin',
  'GET /api/admin/computer-exams': 'admin',
  'GET /api/admin/computer-exams/{id}/stats': 'admin',
  'POST /api/admin/computer-exams': 'admin',
  'PUT /api/admin/computer-exams/{id}': 'admin',
  'DELETE /api/admin/computer-exams/{id}': 'admin',
  // A teacher's own questions and exams: someone else's answer 404 in the handler.
  'GET /api/teacher/exam-questions': 'teacher',
  'POST /api/teacher/exam-questions': 'teacher',
  'DELETE /api/teacher/exam-questions/{id}': 'teacher',
  'PUT /api/teacher/exam-questions/{id}': 'teacher',
  'GET /api/teacher/exam-questions/template': 'teacher',
  'POST /api/teacher/exam-questions/import': 'teacher',
  'PUT /api/teacher/exam-questions/{id}/image': 'teacher',
  'DELETE /api/teacher/exam-questions/{id}/image': 'teacher',
  'GET /api/teacher/computer-exams': 'teacher',
  'GET /api/teacher/computer-exams/{id}/stats': 'teacher',
  'POST /api/teacher/computer-exams': 'teacher',
  'PUT /api/teacher/computer-exams/{id}': 'teacher',
  'DELETE /api/teacher/computer-exams/{id}': 'teacher',

  'GET /api/search': 'public',
  'GET /api/grades': 'public',
  'GET /api/subjects': 'public',
  'GET /api/subjects/{id}': 'public',
  'GET /api/subject-units': 'public',
  'GET /api/unit-lessons': 'public',
  'GET /api/lessons': 'public',
  'GET /api/worksheets': 'public',
  'GET /api/exams': 'public',
  'GET /api/summaries': 'public',
  'GET /api/teacher-guides': 'public',
  'GET /api/blogs': 'public',
  'GET /api/blogs/{id}': 'public',
  'POST /api/inbox': 'public',
  'GET /api/teachers': 'public',
  'GET /api/teachers/filters': 'public',
  'GET /api/teachers/{id}': 'public',
  'GET /api/teacher-uploads/{teacherId}': 'public',
  'GET /api/teacher-exam-uploads/{teacherId}': 'public',
  'GET /api/teacher-video-uploads/{teacherId}': 'public',
  'GET /api/teacher-evaluations': 'public',
  'POST /api/teacher-evaluations': 'public',

  'POST /api/student-questions': 'student',
  'GET /api/student/profile': 'student',
  'POST /api/student/update-personal-info': 'student',
  'POST /api/student/update-profile': 'student',
  'POST /api/student/change-password': 'student',
  'GET /api/student/data-export': 'student',
  // Links: the child's unlink and the parent's come last, after the reads of the linked child.
  'POST /api/student/parent-link-code': 'student',
  'GET /api/student/parents': 'student',
  'POST /api/parent/children': 'parent',
  'GET /api/parent/children': 'parent',
  'GET /api/parent/children/{id}': 'parent-child',
  'GET /api/parent/children/{id}/data-export': 'parent-child',
  'GET /api/parent/children/{id}/data-export/readable': 'parent-child',
  'POST /api/parent/children/{id}/account-deletion': 'parent-child',
  'DELETE /api/parent/children/{id}': 'parent-child',
  'DELETE /api/student/parents/{id}': 'student',
  'GET /api/student/data-export/readable': 'student',
  'POST /api/student/account-deletion': 'student',

  'GET /api/teacher/profile': 'teacher',
  'POST /api/teacher/update-personal-info': 'teacher',
  'POST /api/teacher/update-profile': 'teacher',
  'POST /api/teacher/change-password': 'teacher',
  'POST /api/teacher-uploads': 'teacher',
  'POST /api/teacher-video-uploads': 'teacher',
  'POST /api/teacher-exam-uploads': 'teacher',
  'GET /api/teacher/uploads': 'teacher',
  'GET /api/teacher/upload-stats': 'teacher',
  'DELETE /api/teacher-uploads/{id}': 'teacher-owner',
  'DELETE /api/teacher-video-uploads/{id}': 'teacher-owner',
  'DELETE /api/teacher-exam-uploads/{id}': 'teacher-owner',

  'GET /api/admin/me': 'admin',
  'GET /api/admin/videos/status': 'admin',
  'GET /api/admin/grades': 'admin',
  'PATCH /api/admin/grades/{id}': 'admin',
  'GET /api/admin/subjects': 'admin',
  'POST /api/admin/subjects': 'admin',
  'PATCH /api/admin/subjects/{id}': 'admin',
  'DELETE /api/admin/subjects/{id}': 'admin',
  'GET /api/admin/subjects/{id}/dependents': 'admin',
  'GET /api/admin/subject-units': 'admin',
  'POST /api/admin/subject-units': 'admin',
  'PATCH /api/admin/subject-units/{id}': 'admin',
  'DELETE /api/admin/subject-units/{id}': 'admin',
  'GET /api/admin/subject-units/{id}/dependents': 'admin',
  'GET /api/admin/unit-lessons': 'admin',
  'POST /api/admin/unit-lessons': 'admin',
  'PATCH /api/admin/unit-lessons/{id}': 'admin',
  'DELETE /api/admin/unit-lessons/{id}': 'admin',
  'GET /api/admin/lessons': 'admin',
  'POST /api/admin/lessons': 'admin',
  'PATCH /api/admin/lessons/{id}': 'admin',
  'DELETE /api/admin/lessons/{id}': 'admin',
  'GET /api/admin/worksheets': 'admin',
  'POST /api/admin/worksheets': 'admin',
  'PATCH /api/admin/worksheets/{id}': 'admin',
  'DELETE /api/admin/worksheets/{id}': 'admin',
  'GET /api/admin/exams': 'admin',
  'POST /api/admin/exams': 'admin',
  'PATCH /api/admin/exams/{id}': 'admin',
  'DELETE /api/admin/exams/{id}': 'admin',
  'GET /api/admin/summaries': 'admin',
  'POST /api/admin/summaries': 'admin',
  'PATCH /api/admin/summaries/{id}': 'admin',
  'DELETE /api/admin/summaries/{id}': 'admin',
  'GET /api/admin/teacher-guides': 'admin',
  'POST /api/admin/teacher-guides': 'admin',
  'PATCH /api/admin/teacher-guides/{id}': 'admin',
  'DELETE /api/admin/teacher-guides/{id}': 'admin',
  'GET /api/admin/blogs': 'admin',
  'POST /api/admin/blogs': 'admin',
  'PATCH /api/admin/blogs/{id}': 'admin',
  'DELETE /api/admin/blogs/{id}': 'admin',
  'GET /api/admin/reviews': 'admin',
  'PATCH /api/admin/reviews/{id}': 'admin',
  'DELETE /api/admin/reviews/{id}': 'admin',
  'GET /api/admin/teachers': 'admin',
  'GET /api/admin/teachers/{id}': 'admin',
  'GET /api/admin/teachers/{id}/uploads': 'admin',
  'PATCH /api/admin/teacher-uploads/{kind}/{id}': 'admin',
  'DELETE /api/admin/teacher-uploads/{kind}/{id}': 'admin',
  'GET /api/admin/inbox': 'admin',
  'PATCH /api/admin/inbox/{id}': 'admin',
  'GET /api/admin/student-questions': 'admin',
  'PATCH /api/admin/student-questions/{id}': 'admin',
  'GET /api/admin/phone-conflicts': 'admin',

  'GET /api/notifications': 'student-or-parent',
  'POST /api/notifications/read': 'student-or-parent',
  'GET /api/notifications/settings': 'student-or-parent',
  'PUT /api/notifications/settings': 'student-or-parent',
  'POST /api/notifications/unsubscribe': 'public',

  // Classes: the student's leave and the teacher's removal of the student come last.
  'GET /api/teacher/classes': 'teacher',
  'POST /api/teacher/classes': 'teacher',
  'GET /api/teacher/classes/{id}': 'teacher-owner',
  'PATCH /api/teacher/classes/{id}': 'teacher-owner',
  'POST /api/teacher/classes/{id}/code': 'teacher-owner',
  'GET /api/teacher/classes/{id}/assignable': 'teacher-owner',
  'POST /api/teacher/classes/{id}/assignments': 'teacher-owner',
  'PUT /api/teacher/classes/{id}/assignments/{assignmentId}': 'teacher-owner',
  'GET /api/teacher/classes/{id}/export': 'teacher-owner',
  'POST /api/student/classes': 'student',
  'GET /api/student/classes': 'student',
  'GET /api/student/assignments': 'student',
  'GET /api/parent/children/{id}/assignments': 'parent-child',
  'DELETE /api/teacher/classes/{id}/assignments/{assignmentId}': 'teacher-owner',
  // Chat rooms (the WebSocket, GET /api/chat/socket, is not in the document: see
  // modules/chat/socket-routes.ts; its tickets and rooms are tried in chat-socket.test.ts).
  'POST /api/chat/ticket': 'any-signed-in',
  'GET /api/chat/rooms': 'any-signed-in',
  'GET /api/classes/{id}/chat': 'class-member',
  'GET /api/classes/{id}/chat/messages': 'class-member',
  'POST /api/classes/{id}/chat/messages': 'class-member',
  'POST /api/classes/{id}/chat/messages/{messageId}/reports': 'class-member',
  'GET /api/classes/{id}/chat/reports': 'teacher-owner',
  'GET /api/classes/{id}/chat/mutes': 'teacher-owner',
  'POST /api/classes/{id}/chat/mutes': 'teacher-owner',
  'DELETE /api/classes/{id}/chat/mutes/{studentId}': 'teacher-owner',
  'PUT /api/classes/{id}/chat/settings': 'teacher-owner',
  'GET /api/admin/chat-reports': 'admin',
  'POST /api/admin/chat-reports/{id}/resolve': 'admin',
  // The student's own message, deleted by its author, then (no change) by the teacher.
  'DELETE /api/classes/{id}/chat/messages/{messageId}': 'class-member',
  'DELETE /api/student/classes/{id}': 'student-member',
  'DELETE /api/teacher/classes/{id}/students/{studentId}': 'teacher-owner',

  // Activation cards: the exports before the voids, the card's void before its batch's.
  'POST /api/admin/cards/batches': 'admin',
  'GET /api/admin/cards/batches': 'admin',
  'GET /api/admin/cards/batches/{id}': 'admin',
  'GET /api/admin/cards/batches/{id}/cards': 'admin',
  'GET /api/admin/cards/batches/{id}/sheet.pdf': 'admin',
  'GET /api/admin/cards/batches/{id}/cards.csv': 'admin',
  'POST /api/admin/cards/{id}/void': 'admin',
  'POST /api/admin/cards/batches/{id}/void': 'admin',
  'GET /api/admin/cards/audit': 'admin',
  'GET /api/admin/cards/distributors': 'admin',
  'POST /api/activations': 'student-or-parent',
  'GET /api/me/courses': 'student',
  'GET /api/parent/children/{id}/courses': 'parent-child',

  // Premium courses. Opening an item is public: a free item or a preview opens for anyone;
  // a premium one answers 401 to a visitor and 403 to an account without access.
  'GET /api/premium/open': 'public',
  'GET /api/admin/premium/courses': 'admin',
  'POST /api/admin/premium/courses': 'admin',
  'DELETE /api/admin/premium/courses/{id}': 'admin',
  'GET /api/admin/premium/courses/{id}/items': 'admin',
  'PUT /api/admin/premium/courses/{id}/previews': 'admin',
};
