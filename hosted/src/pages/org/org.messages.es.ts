import { formatNumber, type Translation } from '@pathcraft/sdk';
import type { OrgMessages } from './org.messages.ts';

/** Spanish: the organization area (/org); loaded by i18n/spanish.ts. */
export const es: Translation<OrgMessages> = {
  nav: {
    classes: 'Clases',
    people: 'Personas',
    locations: 'Ubicaciones',
    apprenticeships: 'Programas de aprendizaje',
    compliance: 'Cumplimiento',
    apiKeys: 'Claves de API',
  },
  noOrganization: 'Su cuenta no pertenece a ninguna organización. Administre las organizaciones desde la consola.',
  people: {
    invitations: 'Invitar por correo electrónico',
    invitationsNote:
      'Una invitación de registro envía un código de acceso por correo; la persona invitada se registra como estudiante de su organización, y después usted puede darle un rol.',
  },
  archive: {
    showArchived: 'Mostrar archivadas',
    archived: 'Archivada',
    archive: 'Archivar',
    restore: 'Restaurar',
    archiveNamed: (title) => `Archivar ${title}`,
    restoreNamed: (title) => `Restaurar ${title}`,
    archiveTitle: (title) => `¿Archivar ${title}?`,
    archiveCourseText:
      'La clase sale de la lista de clases (Mostrar archivadas la encuentra) y no acepta nuevas inscripciones. Sus estudiantes conservan sus registros, y usted puede restaurarla.',
    archiveCohortText:
      'El grupo deja de ofrecerse para inscripción. Sus estudiantes conservan sus registros, y usted puede restaurarlo.',
    archivedNamed: (title) => `Se archivó ${title}.`,
    restoredNamed: (title) => `Se restauró ${title}.`,
    thisCourseArchived:
      'Esta clase está archivada: queda fuera de la lista de clases y no acepta nuevas inscripciones.',
  },
  roster: {
    heading: 'Lista de clase',
    caption: 'Estudiantes de esta clase',
    empty: 'Todavía no hay nadie inscrito en esta clase.',
    count: (n) => `${formatNumber(n)} ${n === 1 ? 'estudiante' : 'estudiantes'}`,
    learner: 'Estudiante',
    cohorts: 'Grupos',
    enrolled: 'Inscrito',
    status: 'Estado',
    statuses: { enrolled: 'Inscrito', completed: 'Completado' },
  },
};
