/** Edit mode's chunk: the form, the 'Add Material' sheet and their styles, loaded when an author edits or drafts. */
import formFieldCss from '../ui/form-field.css';
import tabsCss from '../ui/tabs.css';
import editCss from './material-edit.css';

export { AddMaterialSheet } from './AddMaterialSheet.tsx';
export { MaterialEditForm, type NewMaterial } from './MaterialEditForm.tsx';

export const materialEditCss = [formFieldCss, tabsCss, editCss].join('\n');
