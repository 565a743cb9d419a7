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
  },
};
