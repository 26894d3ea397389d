import { CourseMaterialFrame } from '../components/course-material-frame.tsx';

export const ExamsPage = () => <CourseMaterialFrame material="exams" />;
