import { formatNumber, type Translation } from '@pathcraft/sdk';
import type { WageSchedulesMessages } from './wage-schedules.messages.ts';

/** '1st' (the sdk's English ordinal) as '1.º'. */
const nth = (ordinal: string) => `${ordinal.replace(/\D+$/, '')}.º`;

/** Spanish (issue 28). */
export const es: Translation<WageSchedulesMessages> = {
  list: {
    label: 'Escalas salariales',
    loading: 'Cargando las escalas salariales',
    ojtHours: (hours) => ` · ${formatNumber(hours)} horas de capacitación en el trabajo (OJT)`,
    newSchedule: 'Nueva escala salarial',
    title: 'Título',
    entryWage: 'Salario inicial',
    periods: 'Períodos',
    actions: 'Acciones',
    edit: 'Editar',
    editSchedule: (title) => `Editar ${title}`,
    delete: 'Eliminar',
    deleteSchedule: (title) => `Eliminar ${title}`,
    deleteTitle: (title) => `¿Eliminar ${title}?`,
    deleteText:
      'Se eliminan la escala salarial y sus períodos. Los acuerdos ya firmados conservan los salarios que muestran.',
    deleted: 'Escala salarial eliminada.',
    deleteFailed: 'Algo salió mal',
    empty: 'Todavía no hay escalas salariales.',
  },
  element: {
    signInTo: 'administrar las escalas salariales',
    missingApprenticeship: 'Indique el atributo apprenticeship-id.',
  },
  dialog: {
    newTitle: 'Nueva escala salarial',
    editTitle: 'Editar escala salarial',
    cancel: 'Cancelar',
    next: 'Siguiente',
    back: 'Atrás',
    save: 'Guardar',
    saving: 'Guardando...',
    savingToast: 'Guardando la escala salarial...',
    updated: '¡Escala salarial actualizada!',
    created: '¡Escala salarial creada!',
    failed: 'Algo salió mal',
    title: 'Título',
    entryWageField: 'Salario inicial del oficial (dólares por hora)',
    entryWageHint: (law, minimum) => `Al menos el salario mínimo ${law}, ${minimum}.`,
    entryWage: 'Salario inicial del oficial',
    rapidsIdField: 'ID de RAPIDS',
    rapidsIdHint:
      'El identificador de esta escala en la agencia de registro, de su lista de escalas salariales. La exportación RAPIDS lo escribe.',
    ojtHours: 'Horas de OJT',
    notSet: 'Sin definir',
    change: 'Cambiar',
    periodsCaption: 'Períodos salariales',
    period: 'Período',
    percent: '% del salario del oficial',
    wage: 'Salario',
    duration: 'Duración',
    actions: 'Acciones',
    hours: (hours) => `${formatNumber(hours)} ${hours === 1 ? 'hora' : 'horas'}`,
    edit: 'Editar',
    delete: 'Eliminar',
    editPeriod: (ordinal) => `Editar el ${nth(ordinal)} período`,
    deletePeriod: (ordinal) => `Eliminar el ${nth(ordinal)} período`,
    addPeriod: 'Agregar período',
  },
  period: {
    add: (ordinal) => `Agregar el ${nth(ordinal)} período`,
    edit: (ordinal) => `Editar el ${nth(ordinal)} período`,
    delete: 'Eliminar',
    cancel: 'Cancelar',
    save: 'Guardar',
    wage: 'Salario (dólares por hora)',
    percentHint: (percent) => `${percent}% del salario del oficial`,
    duration: 'Duración (horas)',
    hoursHint: (ojtHours) => (ojtHours ? `Horas enteras, de 1 a ${formatNumber(ojtHours)}.` : 'Horas enteras.'),
  },
};
