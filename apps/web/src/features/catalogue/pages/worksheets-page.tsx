import { CourseMaterialFrame } from '../components/course-material-frame.tsx';

export const WorksheetsPage = () => <CourseMaterialFrame material="worksheets" />;
