import type { Translation } from '@pathcraft/sdk';
import type { ComplianceMessages } from './compliance.messages.ts';

/** Spanish: the compliance room (ratios, EEO summary, RAPIDS export). */
export const es: Translation<ComplianceMessages> = {
  title: 'Cumplimiento',
  loading: 'Cargando...',
  ratios: {
    heading: 'Proporción de aprendices por oficial',
    caption: 'Proporción por empleador',
    intro:
      'Aprendices activos de cada empleador frente a los que permiten sus oficiales según la proporción del acuerdo del empleador.',
    employer: 'Empleador',
    apprentices: 'Aprendices activos',
    journeyworkers: 'Oficiales',
    allowed: 'Aprendices permitidos',
    status: 'Proporción',
    notKnown: 'Sin datos',
    empty: 'Todavía no hay empleadores.',
    overCount: (n) => `${n === 1 ? 'Un empleador supera' : `${n} empleadores superan`} la proporción.`,
    noneOver: 'Ningún empleador supera la proporción.',
    statuses: {
      over: 'Supera la proporción',
      at: 'En el límite',
      within: 'Dentro de la proporción',
      unknown: 'Sin proporción que comprobar',
    },
  },
  eeo: {
    heading: 'Resumen de igualdad de oportunidades (EEO)',
    intro:
      'Los aprendices del patrocinador contados para la revisión de acción afirmativa. Solo totales: nunca se muestra un recuento menor que cinco.',
    total: (n) => `${n} ${n === 1 ? 'aprendiz' : 'aprendices'} con acuerdo firmado.`,
    tooFew: (n) =>
      `El resumen se muestra cuando el patrocinador tiene cinco o más aprendices con acuerdo firmado (ahora ${n}).`,
    category: 'Categoría',
    count: 'Aprendices',
    suppressed: 'Oculto',
    suppressedNote:
      'Oculto: un recuento menor de 5, o un segundo recuento oculto para que el primero no pueda deducirse del total. Nadie puede ser identificado.',
    tables: {
      sex: 'Sexo',
      ethnicity: 'Origen étnico',
      race: 'Raza',
      veteran: 'Condición de veterano',
      disability: 'Discapacidad',
    },
    categories: {
      male: 'Hombre',
      female: 'Mujer',
      nonBinary: 'No binario',
      notListed: 'No aparece en la lista',
      noAnswerPref: 'Prefiere no responder',
      hispanicOrLatino: 'Hispano o latino',
      notHispanicOrLatino: 'No hispano ni latino',
      americanIndianOrAlaskaNative: 'Indígena de América o nativo de Alaska',
      asian: 'Asiático',
      blackOrAfricanAmerican: 'Negro o afroamericano',
      nativeHawaiianOrPacificIslander: 'Nativo de Hawái u otras islas del Pacífico',
      white: 'Blanco',
      twoOrMoreRaces: 'Dos o más razas',
      veteran: 'Veterano',
      nonVeteran: 'No es veterano',
      yes: 'Sí',
      no: 'No',
      noAnswer: 'Prefiere no responder',
      notRecorded: 'Sin registrar',
    },
  },
  rapids: {
    heading: 'Datos de registro para RAPIDS',
    intro:
      'Los aprendices del patrocinador con el formato y los códigos numéricos de la agencia de registro, en un archivo CSV. Cada descarga queda en el historial de auditoría.',
    caption: 'Datos completos por aprendiz',
    summary: (complete, total) =>
      `${complete} de ${total} ${total === 1 ? 'aprendiz tiene' : 'aprendices tienen'} todos los campos obligatorios.`,
    apprentice: 'Aprendiz',
    program: 'Programa',
    employer: 'Empleador',
    status: 'Estado',
    missing: 'Campos que faltan',
    complete: 'Completo',
    empty: 'Todavía no hay aprendices en los programas del patrocinador.',
    statuses: { active: 'Activo', completed: 'Completado', cancelled: 'Cancelado', suspended: 'Suspendido' },
    includeSsn: 'Incluir números de Seguro Social',
    includeSsnHint:
      'Los números de Seguro Social quedan fuera del archivo salvo que los incluya. El historial de auditoría registra cada descarga y si los contenía.',
    download: 'Descargar CSV',
    history: 'Historial de exportaciones',
    downloading: 'Preparando el archivo...',
    downloaded: 'Se descargó el archivo y la exportación quedó en el historial de auditoría.',
    downloadFailed: 'No se pudo descargar el archivo. Inténtelo de nuevo.',
  },
  agencyIds: {
    heading: 'Identificadores de la agencia',
    intro:
      'El ID de RAPIDS que la agencia de registro da a cada empleador y proveedor de instrucción relacionada (RTI), de sus listas de empleadores y de proveedores de RTI. La exportación RAPIDS los escribe. El ID de RAPIDS de una escala salarial está en su diálogo, en la pestaña Escalas salariales del programa.',
    rapidsId: 'ID de RAPIDS',
    employerProfiles: { caption: 'Empleadores', name: 'Empleador', empty: 'Todavía no hay empleadores.' },
    instructionProviders: {
      caption: 'Proveedores de RTI',
      name: 'Proveedor de RTI',
      empty: 'Todavía no hay proveedores de RTI.',
    },
    fieldOf: (name) => `ID de RAPIDS de ${name}`,
    save: 'Guardar',
    saveOf: (name) => `Guardar el ID de RAPIDS de ${name}`,
    saving: 'Guardando...',
    saved: (name) => `ID de RAPIDS de ${name} guardado.`,
    invalid:
      'Escriba el ID de RAPIDS como lo lista la agencia: hasta 50 letras, dígitos, espacios, puntos, guiones o barras.',
  },
};
