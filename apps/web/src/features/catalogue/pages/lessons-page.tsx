import { CourseMaterialFrame } from '../components/course-material-frame.tsx';

export const LessonsPage = () => <CourseMaterialFrame material="lesson" />;
