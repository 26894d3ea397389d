import { Navigate, Route, Routes } from 'react-router';
import { AdminShell } from '../components/admin-shell.tsx';
import { RequireAdmin } from '../components/require-admin.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
import { CardBatchAdminPage } from '../premium/card-batch-admin-page.tsx';
import { CardBatchesAdminPage } from '../premium/card-batches-admin-page.tsx';
import { PremiumCoursesAdminPage } from '../premium/premium-courses-admin-page.tsx';
import { AdminLoginPage } from './admin-login-page.tsx';
import { AdminNotFoundPage } from './admin-not-found-page.tsx';
import { BlogAdminPage } from './blog-admin-page.tsx';
import { CatalogueAdminPage } from './catalogue-admin-page.tsx';
import { ChatReportsAdminPage } from './chat-reports-admin-page.tsx';
import { ExamsAdminPage } from './exams-admin-page.tsx';
import { InboxAdminPage } from './inbox-admin-page.tsx';
import { PhoneNumbersAdminPage } from './phone-numbers-admin-page.tsx';
import { QuestionsAdminPage } from './questions-admin-page.tsx';
import { ReviewsAdminPage } from './reviews-admin-page.tsx';
import { TeacherAdminPage } from './teacher-admin-page.tsx';
import { TeachersAdminPage } from './teachers-admin-page.tsx';

/**
 * The admin console (/admin/*), one lazily loaded chunk with its own frame and its own
 * routes. Everything but the sign-in page needs the admin session.
 */
export function AdminPage() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route element={<RequireAdmin />}>
        <Route element={<AdminShell />}>
          <Route index element={<Navigate to={adminPaths.catalogue('subjects')} replace />} />
          <Route path="catalogue/:table" element={<CatalogueAdminPage />} />
          <Route path="exams" element={<ExamsAdminPage />} />
          <Route path="blog" element={<BlogAdminPage />} />
          <Route path="reviews" element={<ReviewsAdminPage />} />
          <Route path="teachers" element={<TeachersAdminPage />} />
          <Route path="teachers/:id" element={<TeacherAdminPage />} />
          <Route path="inbox" element={<InboxAdminPage />} />
          <Route path="questions" element={<QuestionsAdminPage />} />
          <Route path="phone-numbers" element={<PhoneNumbersAdminPage />} />
          <Route path="chat-reports" element={<ChatReportsAdminPage />} />
          <Route path="premium-courses" element={<PremiumCoursesAdminPage />} />
          <Route path="cards" element={<CardBatchesAdminPage />} />
          <Route path="cards/:id" element={<CardBatchAdminPage />} />
          <Route path="*" element={<AdminNotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
