import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/admin-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { blogRoutes } from './blog/blog-routes.ts';
import { cardsRoutes } from './cards/cards-routes.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { chatRoutes } from './chat/chat-routes.ts';
import { classesRoutes, readMemberships, readResults } from './classes/classes-routes.ts';
import { listPastAttempts } from './exams/attempts.ts';
import { examRoutes } from './exams/exam-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { inboxRoutes } from './inbox/inbox-routes.ts';
import { notificationsRoutes, requestSweep } from './notifications/notifications-routes.ts';
import { findLinkedChild, listChildren } from './parents/links.ts';
import { parentsRoutes } from './parents/parents-routes.ts';
import { premiumRoutes } from './premium/premium-routes.ts';
import { privacyRoutes } from './privacy/privacy-routes.ts';
import { profilesRoutes } from './profiles/profiles-routes.ts';
import { progressRoutes } from './progress/progress-routes.ts';
import { readProgressSummary } from './progress/progress-summary.ts';
import { searchIndexUpkeep, searchRoutes } from './search/search-routes.ts';
import { siteConfigRoutes } from './site-config/site-config-routes.ts';
import { studentQuestionRoutes } from './student-questions/student-question-routes.ts';
import { teacherStatsRoutes } from './teacher-stats/teacher-stats-routes.ts';
import { teacherUploadsRoutes } from './teacher-uploads/teacher-uploads-routes.ts';
import { teachersRoutes } from './teachers/teachers-routes.ts';
import { videoRoutes } from './video/video-routes.ts';

/** Feature route plugins, each mounted under /api. A new feature adds one line here. */
export const modules: FastifyPluginAsyncZod[] = [
  // First: its hook (a rebuild of the search index after writes) covers every module.
  searchIndexUpkeep,
  healthRoutes,
  siteConfigRoutes,
  authRoutes,
  catalogueRoutes,
  blogRoutes,
  inboxRoutes,
  studentQuestionRoutes,
  teachersRoutes,
  adminRoutes,
  profilesRoutes,
  teacherUploadsRoutes,
  videoRoutes,
  examRoutes,
  searchRoutes,
  progressRoutes,
  privacyRoutes({ readProgressSummary }),
  teacherStatsRoutes,
  parentsRoutes({ readProgressSummary, listPastAttempts }),
  classesRoutes({ isLinkedChild: findLinkedChild, onAssigned: requestSweep }),
  notificationsRoutes({ readResults }),
  chatRoutes({ readMemberships, listChildren }),
  cardsRoutes({ isLinkedChild: findLinkedChild }),
  premiumRoutes,
];
