import { CourseMaterialFrame } from '../components/course-material-frame.tsx';

export const SummariesPage = () => <CourseMaterialFrame material="summaries" />;
