export { OrgCoursePage as default } from './OrgCoursesPage.tsx';
