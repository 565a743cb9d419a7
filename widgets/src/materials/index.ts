/** The material side sheet's public entry for hosted pages: loaded on first open. */
export { LazyMaterialSheet } from './LazyMaterialSheet.tsx';
