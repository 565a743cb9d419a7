import { roleName, type Translation } from '@pathcraft/sdk';
import type { UserProfilesMessages } from './user-profiles.messages.ts';

/** Spanish (issue 28): a person's own account page. */
export const es: Translation<UserProfilesMessages> = {
  title: 'Su cuenta',
  personal: {
    heading: 'Información personal',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    extension: (ext) => `ext. ${ext}`,
    notGiven: 'No indicado',
    edit: 'Editar información personal',
  },
  signature: {
    heading: 'Firma',
    image: 'Su firma',
    none: 'Todavía no hay firma.',
    change: 'Cambiar firma',
    add: 'Agregar firma',
  },
  courses: {
    heading: 'Sus cursos',
    registered: 'Inscripción en verificación',
    organization: (orgName) => `en ${orgName}`,
  },
  organization: {
    heading: 'Su organización',
    organization: 'Organización',
    role: 'Su función',
    roleName: (role, orgType) =>
      ({
        superAdmin: 'Superadministrador',
        owner: 'Propietario',
        admin: 'Administrador',
        expert: 'Experto',
        teacher: 'Docente',
        user: 'Usuario',
        student: 'Estudiante',
      })[roleName(role, orgType)],
    employerContact: (employers) =>
      employers.length === 1
        ? `Persona de contacto del empleador ${employers[0]}`
        : `Persona de contacto de los empleadores ${new Intl.ListFormat('es', { type: 'conjunction' }).format(employers)}`,
    careerPathways: (orgName) => `Trayectorias profesionales de ${orgName}`,
  },
};
