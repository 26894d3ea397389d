import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
import { RequireRole } from '../require-role.tsx';
import { page } from './lazy-page.ts';

const site = {
  home: () => import('@/features/site/pages/home-page.tsx'),
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

/** Every page of the site frame (header and footer), docs/product.md §2. */
export const publicRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    lazy: page(site.home, { pick: (m) => m.HomePage, namespaces: ['site'] }),
  },
  {
    path: paths.about.path,
    lazy: page(site.about, { pick: (m) => m.AboutPage, namespaces: ['site'] }),
  },
  {
    path: paths.services.path,
    lazy: page(site.services, { pick: (m) => m.ServicesPage, namespaces: ['site'] }),
  },
  {
    path: paths.contact.path,
    lazy: page(site.contact, { pick: (m) => m.ContactPage, namespaces: ['site'] }),
  },
  { path: paths.faqs.path, lazy: page(site.faq, { pick: (m) => m.FaqPage, namespaces: ['site'] }) },
  {
    path: paths.privacy.path,
    lazy: page(site.privacy, { pick: (m) => m.PrivacyPage, namespaces: ['site'] }),
  },
  {
    path: paths.terms.path,
    lazy: page(site.terms, { pick: (m) => m.TermsPage, namespaces: ['site'] }),
  },
  {
    path: paths.blog.path,
    lazy: page(site.blog, { pick: (m) => m.BlogPage, namespaces: ['site'] }),
  },
  {
    path: paths.blogDetails.path,
    lazy: page(site.blogDetails, { pick: (m) => m.BlogDetailsPage, namespaces: ['site'] }),
  },

  {
    path: paths.educationalLevel.path,
    lazy: page(levels, { pick: (m) => m.EducationalLevelPage, namespaces: ['catalogue'] }),
  },
  {
    path: paths.educationalLevelLegacy.path,
    element: <Navigate to={paths.educationalLevel.path} replace />,
  },
  {
    path: paths.intermediate.path,
    lazy: page(levels, { pick: (m) => m.IntermediatePage, namespaces: ['catalogue'] }),
  },
  {
    path: paths.highSchool.path,
    lazy: page(levels, { pick: (m) => m.HighSchoolPage, namespaces: ['catalogue'] }),
  },
  {
    path: paths.materialsClass.path,
    lazy: page(() => import('@/features/catalogue/pages/materials-class-page.tsx'), {
      pick: (m) => m.MaterialsClassPage,
      namespaces: ['catalogue'],
    }),
  },
  {
    path: paths.courseContent.path,
    lazy: page(() => import('@/features/catalogue/pages/course-content-page.tsx'), {
      pick: (m) => m.CourseContentPage,
      namespaces: ['catalogue'],
    }),
  },
  {
    path: paths.courseMaterial.path('worksheets'),
    lazy: page(material.worksheets, { pick: (m) => m.WorksheetsPage, namespaces: ['catalogue'] }),
  },
  {
    path: paths.courseMaterial.path('summaries'),
    lazy: page(material.summaries, { pick: (m) => m.SummariesPage, namespaces: ['catalogue'] }),
  },
  {
    path: paths.courseMaterial.path('book'),
    lazy: page(material.book, { pick: (m) => m.BookPage, namespaces: ['catalogue'] }),
  },
  {
    path: paths.courseMaterial.path('lesson'),
    lazy: page(material.lesson, { pick: (m) => m.LessonsPage, namespaces: ['catalogue'] }),
  },
  {
    path: paths.courseMaterial.path('exams'),
    lazy: page(material.exams, { pick: (m) => m.ExamsPage, namespaces: ['catalogue'] }),
  },
  {
    path: paths.courseMaterial.path('teachers-guide'),
    lazy: page(material.teachersGuide, {
      pick: (m) => m.TeachersGuidePage,
      namespaces: ['catalogue'],
    }),
  },
  {
    path: paths.courseByName.path,
    lazy: page(() => import('@/features/catalogue/pages/course-by-name-page.tsx'), {
      pick: (m) => m.CourseByNamePage,
      namespaces: ['catalogue'],
    }),
  },

  {
    path: paths.teachers.path,
    lazy: page(() => import('@/features/teachers/pages/teachers-page.tsx'), {
      pick: (m) => m.TeachersPage,
      namespaces: ['teachers'],
    }),
  },
  {
    path: paths.teacherDetails.path,
    lazy: page(() => import('@/features/teachers/pages/teacher-details-page.tsx'), {
      pick: (m) => m.TeacherDetailsPage,
      namespaces: ['teachers'],
    }),
  },

  {
    element: <RequireRole role="student" />,
    children: [
      {
        path: paths.studentProfile.path,
        lazy: page(() => import('@/features/profile/pages/student-profile-page.tsx'), {
          pick: (m) => m.StudentProfilePage,
          namespaces: ['profile'],
        }),
      },
    ],
  },
  {
    element: <RequireRole role="teacher" />,
    children: [
      {
        path: paths.teacherProfile.path,
        lazy: page(() => import('@/features/profile/pages/teacher-profile-page.tsx'), {
          pick: (m) => m.TeacherProfilePage,
          namespaces: ['profile'],
        }),
      },
    ],
  },
];
