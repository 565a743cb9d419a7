import buttonCss from '../../ui/button.css';
import formFieldCss from '../../ui/form-field.css';
import modalCss from '../../ui/modal.css';
import css from './editor.css';

/** The editor's styles with those of the dialogs it opens: the side sheet adds them to its shadow root (or the page) when this chunk loads. */
export const editorCss = [buttonCss, modalCss, formFieldCss, css].join('\n');
