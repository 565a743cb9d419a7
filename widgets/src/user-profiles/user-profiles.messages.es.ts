import { PRIVATE_INFO_LABELS, SPANISH_PRIVATE_INFO_LABELS, type Translation } from '@pathcraft/sdk';
import type { UserProfileMessages } from './user-profiles.messages.ts';

const and = (items: string[]) => items.join(' y ');

/** The dialog's labels are the names the Spanish messages give the fields. */
const SPANISH_PRIVATE_LABELS_BY_FIELD = Object.fromEntries(
  Object.entries(PRIVATE_INFO_LABELS).map(([field, en]) => [
    field,
    SPANISH_PRIVATE_INFO_LABELS[en as keyof typeof SPANISH_PRIVATE_INFO_LABELS],
  ]),
) as typeof PRIVATE_INFO_LABELS;

/** Spanish (issue 28). */
export const es: Translation<UserProfileMessages> = {
  signInTo: 'editar su información',
  open: 'Editar información personal',
  dialog: {
    title: 'Editar información personal',
    loading: 'Cargando su información',
    close: 'Cerrar',
    save: 'Guardar',
    saving: 'Guardando...',
    saved: '¡Información guardada!',
    failed: 'Algo salió mal; inténtelo de nuevo.',
    nothingSaved: (tabs) =>
      `No se guardó nada: primero corrija los campos marcados en ${tabs.length > 1 ? 'las pestañas' : 'la pestaña'} ${and(tabs)}.`,
    partlySaved: (saved, missed, reason) =>
      `Se guardó ${and(saved)}; no se guardó ${and(missed)}${reason ? `: ${reason}` : '. Inténtelo de nuevo.'}`,
    tabs: 'Información personal',
    general: 'General',
    private: 'Privada',
  },
  general: {
    name: 'Nombre',
    nameHint: 'Se compone de los nombres de abajo.',
    email: 'Correo electrónico',
    firstName: 'Nombre',
    middleName: 'Segundo nombre',
    lastName: 'Apellido',
    suffix: 'Sufijo',
    phone: 'Teléfono',
    phoneExt: 'Extensión',
    mobilePhone: 'Teléfono celular',
  },
  private: {
    labels: SPANISH_PRIVATE_LABELS_BY_FIELD,
    choose: 'Elija...',
    ssnOnFile: 'Déjelo como está para conservar el número registrado.',
    ssnPlaceholder: 'xxx-xx-xxxx',
    viewChange: 'Ver/Cambiar',
    criminalBkgHint: '¿Ha sido condenado por un delito?',
    newOrExistingEmployeeHint: '¿Ya trabajaba para este empleador antes del programa de aprendizaje?',
    choices: {
      gender: {
        male: 'Masculino',
        female: 'Femenino',
        nonBinary: 'No binario',
        notListed: 'No está en la lista',
        noAnswerPref: 'Prefiero no responder',
      },
      ethnicity: {
        hispanicOrLatino: 'Hispano o latino',
        notHispanicOrLatino: 'No hispano ni latino',
        noAnswer: 'Prefiero no responder',
      },
      races: {
        americanIndianOrAlaskaNative: 'Indígena americano o nativo de Alaska',
        asian: 'Asiático',
        blackOrAfricanAmerican: 'Negro o afroamericano',
        nativeHawaiianOrPacificIslander: 'Nativo de Hawái o de otras islas del Pacífico',
        white: 'Blanco',
        noAnswer: 'Prefiero no responder',
      },
      veteranStatus: { veteran: 'Veterano', nonVeteran: 'No es veterano', noAnswer: 'Prefiero no responder' },
      disability: { yes: 'Sí', no: 'No', noAnswer: 'Prefiero no responder' },
      educationLevel: {
        grade8OrLess: '8.º grado o menos',
        grade9To12: 'De 9.º a 12.º grado, sin diploma',
        highSchoolOrGED: 'Diploma de escuela secundaria o GED',
        postSecondaryOrTechTraining: 'Formación postsecundaria o técnica',
        someCollege: 'Estudios universitarios sin título',
        associatesDegree: 'Título de asociado (associate degree)',
        bachelorsDegree: 'Licenciatura (bachelor’s degree)',
        mastersDegree: 'Maestría (master’s degree)',
      },
      orgReferral: {
        none: 'Ninguna',
        youthBuild: 'YouthBuild',
        preApprenticeshipProgram: 'Programa de preaprendizaje',
        hudStepUp: 'HUD Step-Up',
        technicalTrainingSchool: 'Escuela de formación técnica',
        paCareerLink: 'PA CareerLink',
        militaryVeterans: 'Programa militar o de veteranos',
        highSchool: 'Escuela secundaria',
        jobCorps: 'Job Corps',
        other: 'Otra',
      },
      citizenStatus: {
        usCitizen: 'Ciudadano de EE. UU.',
        permAlien: 'Residente permanente',
        tempAlien: 'Residente temporal',
        refugee: 'Refugiado',
        illegalAlien: 'Indocumentado',
        nonUsCitizen: 'No ciudadano de EE. UU.',
        unknown: 'Desconocido',
      },
      criminalBkg: { yes: 'Sí', no: 'No' },
      employmentStatus: { ft: 'Empleado a tiempo completo', pt: 'Empleado a tiempo parcial', ue: 'Desempleado' },
      newOrExistingEmployee: { new: 'Empleado nuevo', existing: 'Empleado existente' },
    },
  },
};
