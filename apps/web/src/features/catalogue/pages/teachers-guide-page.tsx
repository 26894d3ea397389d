import { CourseMaterialFrame } from '../components/course-material-frame.tsx';

export const TeachersGuidePage = () => <CourseMaterialFrame material="teachers-guide" />;
