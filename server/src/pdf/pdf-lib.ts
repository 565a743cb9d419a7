/** pdf-lib loads with the first PDF, not with the server: it costs ~190 ms and ~20 MB at start-up otherwise. */
export const loadPdfLib = () => import('pdf-lib');
