export { OrgClassPage as default } from './OrgClassesPage.tsx';
