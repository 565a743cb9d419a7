/** Signatures' public entry for hosted pages: the pad (Draw or Type), the dialog, the client and styles. */
export { SignatureDialog } from './SignatureDialog.tsx';
export { SignatureField } from './SignatureField.tsx';
export { SignaturePadField, type SignaturePadHandle } from './SignaturePadField.tsx';
export { createSignatureApi } from './signatures.api.ts';
export { default as signatureCss } from './signatures.css';
