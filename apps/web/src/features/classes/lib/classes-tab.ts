/** The student profile's Classes tab, named in links to it (`/profile/student?tab=classes`). */
export const CLASSES_TAB = 'classes';
