import { ACCOUNT_ROLES } from '@madrasa/contracts';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
import { RequireRole } from '../require-role.tsx';
import { SERVER_RENDERED } from '../server-render/server-rendered.ts';
import { page } from './lazy-page.ts';

const parents = {
  page: () => import('./parent-route.tsx'),
  child: () => import('./child-route.tsx'),
};

const classes = {
  list: () => import('@/features/classes/pages/teacher-classes-page.tsx'),
  one: () => import('@/features/classes/pages/class-page.tsx'),
  join: () => import('@/features/classes/pages/join-page.tsx'),
};

const site = {
  home: () => import('./home-route.tsx'),
  about: () => import('@/features/site/pages/about-page.tsx'),
  services: () => import('@/features/site/pages/services-page.tsx'),
  contact: () => import('@/features/site/pages/contact-page.tsx'),
  faq: () => import('@/features/site/pages/faq-page.tsx'),
  privacy: () => import('@/features/site/pages/privacy-page.tsx'),
  terms: () => import('@/features/site/pages/terms-page.tsx'),
  blog: () => import('@/features/site/pages/blog-page.tsx'),
  blogDetails: () => import('@/features/site/pages/blog-details-page.tsx'),
};
const levels = () => import('@/features/catalogue/pages/grade-levels-page.tsx');
const material = {
  worksheets: () => import('@/features/catalogue/pages/worksheets-page.tsx'),
  summaries: () => import('@/features/catalogue/pages/summaries-page.tsx'),
  book: () => import('@/features/catalogue/pages/book-page.tsx'),
  lesson: () => import('@/features/catalogue/pages/lessons-page.tsx'),
  exams: () => import('@/features/catalogue/pages/exams-page.tsx'),
  teachersGuide: () => import('@/features/catalogue/pages/teachers-guide-page.tsx'),
};

const searchPage = () => import('@/features/search/pages/search-page.tsx');

const exams = {
  start: () => import('@/features/exams/pages/exam-start-page.tsx'),
  attempt: () => import('@/features/exams/pages/exam-attempt-page.tsx'),
  review: () => import('@/features/exams/pages/exam-review-page.tsx'),
};

/** Every page of the site frame (header and footer), docs/product.md §2. */
export const publicRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    handle: SERVER_RENDERED,
    lazy: page(site.home, (m) => m.HomeRoute, 'site'),
  },
  {
    path: paths.about.path,
    handle: SERVER_RENDERED,
    lazy: page(site.about, (m) => m.AboutPage, 'site'),
  },
  {
    path: paths.services.path,
    handle: SERVER_RENDERED,
    lazy: page(site.services, (m) => m.ServicesPage, 'site'),
  },
  {
    path: paths.contact.path,
    handle: SERVER_RENDERED,
    lazy: page(site.contact, (m) => m.ContactPage, 'site'),
  },
  {
    path: paths.faqs.path,
    handle: SERVER_RENDERED,
    lazy: page(site.faq, (m) => m.FaqPage, 'site'),
  },
  {
    path: paths.privacy.path,
    handle: SERVER_RENDERED,
    lazy: page(site.privacy, (m) => m.PrivacyPage, 'site'),
  },
  {
    path: paths.terms.path,
    handle: SERVER_RENDERED,
    lazy: page(site.terms, (m) => m.TermsPage, 'site'),
  },
  {
    path: paths.blog.path,
    handle: SERVER_RENDERED,
    lazy: page(site.blog, (m) => m.BlogPage, 'site'),
  },
  {
    path: paths.search.path,
    handle: SERVER_RENDERED,
    lazy: page(searchPage, (m) => m.SearchPage, 'search'),
  },
  {
    path: paths.unsubscribe.path,
    lazy: page(
      () => import('@/features/notifications/pages/unsubscribe-page.tsx'),
      (m) => m.UnsubscribePage,
      'notifications',
    ),
  },
  {
    path: paths.blogDetails.path,
    handle: SERVER_RENDERED,
    lazy: page(site.blogDetails, (m) => m.BlogDetailsPage, 'site'),
  },

  {
    path: paths.educationalLevel.path,
    handle: SERVER_RENDERED,
    lazy: page(levels, (m) => m.EducationalLevelPage, 'catalogue'),
  },
  {
    path: paths.educationalLevelLegacy.path,
    element: <Navigate to={paths.educationalLevel.path} replace />,
  },
  {
    path: paths.intermediate.path,
    handle: SERVER_RENDERED,
    lazy: page(levels, (m) => m.IntermediatePage, 'catalogue'),
  },
  {
    path: paths.highSchool.path,
    handle: SERVER_RENDERED,
    lazy: page(levels, (m) => m.HighSchoolPage, 'catalogue'),
  },
  {
    path: paths.materialsClass.path,
    handle: SERVER_RENDERED,
    lazy: page(
      () => import('@/features/catalogue/pages/materials-class-page.tsx'),
      (m) => m.MaterialsClassPage,
      'catalogue',
    ),
  },
  {
    path: paths.courseContent.path,
    handle: SERVER_RENDERED,
    lazy: page(
      () => import('@/features/catalogue/pages/course-content-page.tsx'),
      (m) => m.CourseContentPage,
      'catalogue',
      'offline',
    ),
  },
  {
    path: paths.courseMaterial.path('worksheets'),
    handle: SERVER_RENDERED,
    lazy: page(material.worksheets, (m) => m.WorksheetsPage, 'catalogue', 'offline', 'premium'),
  },
  {
    path: paths.courseMaterial.path('summaries'),
    handle: SERVER_RENDERED,
    lazy: page(material.summaries, (m) => m.SummariesPage, 'catalogue', 'offline', 'premium'),
  },
  {
    path: paths.courseMaterial.path('book'),
    handle: SERVER_RENDERED,
    lazy: page(material.book, (m) => m.BookPage, 'catalogue'),
  },
  {
    path: paths.courseMaterial.path('lesson'),
    handle: SERVER_RENDERED,
    lazy: page(material.lesson, (m) => m.LessonsPage, 'catalogue', 'offline', 'premium'),
  },
  {
    path: paths.courseMaterial.path('exams'),
    handle: SERVER_RENDERED,
    lazy: page(material.exams, (m) => m.ExamsPage, 'catalogue', 'exams', 'offline', 'premium'),
  },
  {
    path: paths.courseMaterial.path('teachers-guide'),
    handle: SERVER_RENDERED,
    lazy: page(
      material.teachersGuide,
      (m) => m.TeachersGuidePage,
      'catalogue',
      'offline',
      'premium',
    ),
  },
  {
    path: paths.courseByName.path,
    handle: SERVER_RENDERED,
    lazy: page(
      () => import('@/features/catalogue/pages/course-by-name-page.tsx'),
      (m) => m.CourseByNamePage,
      'catalogue',
    ),
  },

  {
    path: paths.teachers.path,
    handle: SERVER_RENDERED,
    lazy: page(
      () => import('@/features/teachers/pages/teachers-page.tsx'),
      (m) => m.TeachersPage,
      'teachers',
    ),
  },
  {
    path: paths.teacherDetails.path,
    handle: SERVER_RENDERED,
    lazy: page(
      () => import('@/features/teachers/pages/teacher-details-page.tsx'),
      (m) => m.TeacherDetailsPage,
      'teachers',
      'exams',
      'premium',
    ),
  },

  {
    path: paths.computerExam.path,
    lazy: page(exams.start, (m) => m.ExamStartPage, 'exams', 'premium'),
  },
  {
    element: <RequireRole role="student" />,
    children: [
      {
        path: paths.examAttempt.path,
        lazy: page(exams.attempt, (m) => m.ExamAttemptPage, 'exams'),
      },
      {
        path: paths.examReview.path,
        lazy: page(exams.review, (m) => m.ExamReviewPage, 'exams'),
      },
      {
        path: paths.studentProfile.path,
        lazy: page(
          () => import('./student-profile-route.tsx'),
          (m) => m.StudentProfileRoute,
          'profile',
          'exams',
          'privacy',
          'parents',
          'progress',
          'chat',
          'classes',
          'premium',
        ),
      },
    ],
  },
  {
    element: <RequireRole role={ACCOUNT_ROLES} />,
    children: [
      {
        path: paths.classChat.path,
        lazy: page(
          () => import('@/features/chat/pages/chat-room-page.tsx'),
          (m) => m.ChatRoomPage,
          'chat',
        ),
      },
    ],
  },
  {
    // A class's link or QR code: a visitor logs in as a student and comes back to join.
    element: <RequireRole role="student" returnHere />,
    children: [
      { path: paths.joinClass.path, lazy: page(classes.join, (m) => m.JoinPage, 'classes') },
    ],
  },
  {
    // A card's QR code: a visitor logs in (as a student, or picks parent) and comes back.
    element: <RequireRole role={['student', 'parent']} returnHere />,
    children: [
      {
        path: paths.activate.path,
        lazy: page(
          () => import('@/features/premium/pages/activate-page.tsx'),
          (m) => m.ActivatePage,
          'premium',
        ),
      },
    ],
  },
  {
    element: <RequireRole role="parent" />,
    children: [
      {
        path: paths.parent.path,
        lazy: page(parents.page, (m) => m.ParentRoute, 'parents', 'chat'),
      },
      {
        path: paths.parentChild.path,
        lazy: page(parents.child, (m) => m.ChildRoute, 'parents', 'progress', 'classes', 'premium'),
      },
    ],
  },
  {
    element: <RequireRole role="teacher" />,
    children: [
      {
        path: paths.teacherProfile.path,
        lazy: page(
          () => import('./teacher-profile-route.tsx'),
          (m) => m.TeacherProfileRoute,
          'profile',
          'chat',
        ),
      },
      {
        path: paths.teacherClasses.path,
        lazy: page(classes.list, (m) => m.TeacherClassesPage, 'classes'),
      },
      {
        path: paths.teacherClass.path,
        lazy: page(classes.one, (m) => m.ClassPage, 'classes'),
      },
    ],
  },
];
