import type { Translation } from '@pathcraft/sdk';
import { text as english, type AgreementsMessages } from './agreements.messages.ts';

/**
 * Spanish (issue 28). Agreements and their PDFs stay in English, so the agreement's own texts are
 * English here on purpose; what surrounds it (loading notes, the note that it is in English) is Spanish.
 */
export const es: Translation<AgreementsMessages> = {
  ...english,
  inEnglish: 'Este acuerdo y su PDF están en inglés.',
  loading: {
    agreement: 'Cargando el acuerdo...',
    workforce: 'Cargando la información de la fuerza laboral...',
    program: 'Cargando el programa de capacitación...',
    employerAgreement: 'Cargando el acuerdo del empleador...',
    employer: 'Cargando el empleador...',
    sponsor: 'Cargando el patrocinador...',
    provider: 'Cargando el proveedor de instrucción...',
  },
};
