import { CourseMaterialFrame } from '../components/course-material-frame.tsx';

export const BookPage = () => <CourseMaterialFrame material="book" />;
