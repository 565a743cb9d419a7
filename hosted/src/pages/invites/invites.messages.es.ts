import { SPANISH_WORKFORCE_LABELS, type Translation, WORKFORCE_LABELS } from '@pathcraft/sdk';
import type { InvitesMessages } from './invites.messages.ts';

/** The form's labels are the names the Spanish messages give the counts. */
const SPANISH_WORKFORCE_LABELS_BY_FIELD = Object.fromEntries(
  Object.entries(WORKFORCE_LABELS).map(([field, en]) => [
    field,
    SPANISH_WORKFORCE_LABELS[en as keyof typeof SPANISH_WORKFORCE_LABELS],
  ]),
) as typeof WORKFORCE_LABELS;

/** Spanish (issue 28): the invitation, its access code and the workforce form. */
export const es: Translation<InvitesMessages> = {
  loading: 'Cargando...',
  inviteId: (id) => `ID de la invitación: ${id}`,
  poweredBy: 'Con la tecnología de',
  productName: 'Pathcraft',
  accessCode: {
    title: 'Código de acceso',
    label: 'Código de acceso',
    continue: 'Continuar',
    footer: 'Escriba el código de acceso de esta invitación.',
    otherFailure: 'Ocurrió un error; inténtelo de nuevo.',
    expired: 'Su sesión para este documento venció. Escriba el código de acceso de nuevo para continuar.',
    kept: 'Lo que escribió en la página se conserva.',
  },
  messagePages: {
    success: { title: 'Gracias', text: 'Se envió su información.' },
    error: { title: 'Invitación no válida', text: 'Esta invitación ya no es válida.' },
  },
  messageFooter: 'Si se necesita más información, se le enviará una nueva invitación.',
  workforce: {
    loading: 'Cargando la información de la fuerza laboral...',
    title: 'Información de la fuerza laboral',
    loadingEmployer: 'Cargando el empleador...',
    companyIdentification: '1. Identificación de la empresa',
    employees: '2. Empleados',
    journeyworkers: '3. Oficiales',
    labels: SPANISH_WORKFORCE_LABELS_BY_FIELD,
    einHint: 'XX-XXXXXXX',
    trainingProgram: 'Programa de capacitación',
    relatedInstructionBy: (provider) => `Instrucción relacionada a cargo de ${provider}`,
    noTrainingProgram: 'No hay datos del programa de capacitación.',
    missing: 'Falta información',
    completeFirst: 'Complete lo siguiente antes de enviar:',
    submit: 'Enviar',
    saving: 'Guardando...',
    saveFailed: 'Algo salió mal; inténtelo de nuevo.',
  },
};
