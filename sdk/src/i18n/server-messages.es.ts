/**
 * The English messages a visitor can meet from the server or a shared rule (errors, field
 * problems), in Spanish (issue 28). The server keeps answering in English with a stable code;
 * a page in Spanish loads this table (addMessageTranslations) and the client shows the Spanish.
 * Keyed by the English itself, so this table imports nothing (it loads only for Spanish);
 * server-messages.es.test.ts checks every key against the sdk's constants.
 */
export const SPANISH_SERVER_MESSAGES: Readonly<Record<string, string>> = {
  'The server could not be reached. Check your connection and try again.':
    'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
  'Something went wrong': 'Algo salió mal',
  'Something went wrong, try again.': 'Algo salió mal; inténtelo de nuevo.',
  'Missing params': 'Faltan parámetros',
  'User not found': 'No se encontró el usuario',
  'Account creation error': 'Error al crear la cuenta',
  /** server/src/features/auth/sign-in.ts WRONG_CREDENTIALS. */
  'Wrong e-mail or password.': 'Correo electrónico o contraseña incorrectos.',
  'The sign-in has expired.': 'La sesión ha vencido.',
  'The sign-in token is not valid.': 'El inicio de sesión no es válido.',
  'Please sign in to continue.': 'Inicie sesión para continuar.',
  'Your sign-in could not be verified. Please sign in again.':
    'No se pudo verificar su inicio de sesión. Vuelva a iniciar sesión.',
  'This area is for super admins only. Sign in with a super admin account.':
    'Esta área es solo para superadministradores. Inicie sesión con una cuenta de superadministrador.',
  'Access Code is required': 'El código de acceso es obligatorio',
  'The access code is not valid for this invitation.': 'El código de acceso no es válido para esta invitación.',
  'Error occurred, try again.': 'Ocurrió un error; inténtelo de nuevo.',
  'The access code is not valid for this page.': 'El código de acceso no es válido para esta página.',
  'This invitation was already used. Sign in instead.': 'Esta invitación ya se usó. Inicie sesión.',
  'This invitation is not for registration.': 'Esta invitación no es para registrarse.',
  'An account with this e-mail already exists. Sign in instead.':
    'Ya existe una cuenta con este correo electrónico. Inicie sesión.',
  'Use the e-mail address the invitation was sent to.': 'Use el correo electrónico al que se envió la invitación.',
  'Your account is ready.': 'Su cuenta está lista.',
  'Choose a password.': 'Elija una contraseña.',
  'Use at least 8 characters.': 'Use al menos 8 caracteres.',
  'Use at most 200 characters.': 'Use como máximo 200 caracteres.',
  'Use letters and at least one number or symbol.': 'Use letras y al menos un número o símbolo.',
  "Don't use your name or e-mail address in the password.":
    'No use su nombre ni su correo electrónico en la contraseña.',
  'This password is too common. Choose another.': 'Esta contraseña es demasiado común. Elija otra.',
  'Select a Cohort': 'Seleccione una cohorte',
  'Select at least one Class Code': 'Seleccione al menos un código de clase',
  "That Class Code isn't offered in this cohort.": 'Ese código de clase no se ofrece en esta cohorte.',
  'Invitation Only': 'Solo con invitación',
  'Enrollment is not open for this class.': 'La inscripción no está abierta para esta clase.',
  'This class is archived: it takes no new enrolments.': 'Esta clase está archivada: no acepta nuevas inscripciones.',
  'This course is private.': 'Este curso es privado.',
  'The passwords do not match.': 'Las contraseñas no coinciden.',
  'EIN is required.': 'El EIN es obligatorio.',
  // The personal and private information dialog (user-profiles.rules.ts, users.forms.ts), and the fields the agreement adds.
  'Enter a valid Social Security Number.': 'Escriba un número de Seguro Social válido.',
  'Enter a valid date of birth.': 'Escriba una fecha de nacimiento válida.',
  'Enter a valid date of last employment.': 'Escriba una fecha válida del último empleo.',
  'Enter a 5-digit ZIP code.': 'Escriba un código postal (ZIP) de 5 dígitos.',
  'Only the United States is supported.': 'Solo se admiten direcciones de los Estados Unidos.',
  'First name is required.': 'El nombre es obligatorio.',
  'Last name is required.': 'El apellido es obligatorio.',
  'Name required!': '¡El nombre es obligatorio!',
  'Email required!': '¡El correo electrónico es obligatorio!',
  'Phone required!': '¡El teléfono es obligatorio!',
  'City required!': '¡La ciudad es obligatoria!',
  'Enter an EIN as XX-XXXXXXX.': 'Escriba el EIN como XX-XXXXXXX.',
  'Enter a NAICS code of 2 to 6 digits.': 'Escriba un código NAICS de 2 a 6 dígitos.',
  'At least one Wage Schedule is required.': 'Se requiere al menos una escala salarial.',
  'Name must be at least 3 characters.': 'El nombre debe tener al menos 3 caracteres.',
  'Organization name must be at least 3 characters.': 'El nombre de la organización debe tener al menos 3 caracteres.',
  'Phone must be at least 7 characters.': 'El teléfono debe tener al menos 7 caracteres.',
  'Enter a valid e-mail address.': 'Escriba un correo electrónico válido.',
  'Name is required.': 'El nombre es obligatorio.',
  'Description is required.': 'La descripción es obligatoria.',
  'Difficulty is required.': 'La dificultad es obligatoria.',
  'Difficulty is 1 to 5.': 'La dificultad va de 1 a 5.',
  'Importance is required.': 'La importancia es obligatoria.',
  'Importance is 1 to 100.': 'La importancia va de 1 a 100.',
  'Enter a web address.': 'Escriba una dirección web.',
  'Type is required.': 'El tipo es obligatorio.',
  'Acronym is required.': 'La sigla es obligatoria.',
  'Organization is required.': 'La organización es obligatoria.',
  'Organization address is required.': 'La dirección de la organización es obligatoria.',
  'Enter a valid 5-digit ZIP code.': 'Escriba un código postal válido de 5 dígitos.',
  // The schema messages of human-messages.ts without a number in them.
  'This field is required.': 'Este campo es obligatorio.',
  'This value is not valid.': 'Este valor no es válido.',
  'Enter a number.': 'Escriba un número.',
  'Enter a whole number.': 'Escriba un número entero.',
  'Choose yes or no.': 'Elija sí o no.',
  'Enter text.': 'Escriba un texto.',
  'Choose from the list.': 'Elija de la lista.',
  'Enter a date.': 'Escriba una fecha.',
  'Choose at least one.': 'Elija al menos uno.',
  'Enter a valid URL.': 'Escriba una URL válida.',
  'Use the expected format.': 'Use el formato esperado.',
  // Who may change whose roles and accounts (roles.rules.ts), as the console's user panel says them.
  "You can't change your own role.": 'No puede cambiar su propio rol.',
  "Your role can't change roles.": 'Su rol no permite cambiar roles.',
  'Only a super admin can grant or remove the super admin role.':
    'Solo un superadministrador puede otorgar o quitar el rol de superadministrador.',
  "You can't deactivate your own account.": 'No puede desactivar su propia cuenta.',
  "You can't reactivate your own account.": 'No puede reactivar su propia cuenta.',
  "Your role can't deactivate accounts.": 'Su rol no permite desactivar cuentas.',
  "Your role can't reactivate accounts.": 'Su rol no permite reactivar cuentas.',
  "Your role can't change other users.": 'Su rol no permite cambiar a otros usuarios.',
  // Related-instruction hours the sponsor records (progress.rules.ts instructionHoursProblem), as the progress page says them.
  'Choose the day.': 'Elija el día.',
  'Instruction hours are a number above 0 and at most 24 a day, in quarter hours.':
    'Las horas de instrucción son un número mayor que 0 y de como máximo 24 por día, en cuartos de hora.',
  'That day is still to come.': 'Ese día aún no ha llegado.',
  'Only the sponsor records related-instruction hours.':
    'Solo el patrocinador registra las horas de instrucción relacionada.',
  // Program import's field checks (program-import.schema.ts PROGRAM_REQUIRED, PROGRAM_FORMAT).
  'Title is required.': 'El título es obligatorio.',
  'Industry is required.': 'La industria es obligatoria.',
  'Estimated length is required.': 'La duración estimada es obligatoria.',
  'Instruction hours are required.': 'Las horas de instrucción son obligatorias.',
  'OJT hours are required.': 'Las horas en el trabajo son obligatorias.',
  'Occupation name is required.': 'El nombre de la ocupación es obligatorio.',
  'RAPIDS code is required.': 'El código RAPIDS es obligatorio.',
  'O*NET code is required.': 'El código O*NET es obligatorio.',
  'A title has at most 300 characters.': 'Un título tiene como máximo 300 caracteres.',
  'A description has at most 10,000 characters.': 'Una descripción tiene como máximo 10,000 caracteres.',
  'An estimated length has at most 100 characters.': 'Una duración estimada tiene como máximo 100 caracteres.',
  'An occupation name has at most 300 characters.': 'Un nombre de ocupación tiene como máximo 300 caracteres.',
  'Instruction hours must be a whole number.': 'Las horas de instrucción deben ser un número entero.',
  'Instruction hours can not be negative.': 'Las horas de instrucción no pueden ser negativas.',
  'Instruction hours can be at most 100,000.': 'Las horas de instrucción pueden ser como máximo 100,000.',
  'OJT hours must be a whole number.': 'Las horas en el trabajo deben ser un número entero.',
  'OJT hours must be more than 0.': 'Las horas en el trabajo deben ser más de 0.',
  'OJT hours can be at most 100,000.': 'Las horas en el trabajo pueden ser como máximo 100,000.',
  'Hours must be a whole number.': 'Las horas deben ser un número entero.',
  'Hours can not be negative.': 'Las horas no pueden ser negativas.',
  'Hours can be at most 100,000.': 'Las horas pueden ser como máximo 100,000.',
  'A RAPIDS code is 4 digits, then up to 3 letters (like 0159 or 0622CB).':
    'Un código RAPIDS tiene 4 dígitos y después hasta 3 letras (como 0159 o 0622CB).',
  'The O*NET code must look like 47-2111.00.': 'El código O*NET debe tener la forma 47-2111.00.',
};

/** Who outranks a user (roles.rules.ts outrankedBy), and the roles one may not grant, in Spanish. */
const WHO: Record<string, string> = { 'an owner': 'un propietario', 'a super admin': 'un superadministrador' };
const ROLE: Record<string, string> = {
  'Super Admin': 'superadministrador',
  Owner: 'propietario',
  Admin: 'administrador',
};

/**
 * The workforce form's counts (agreements.rules.ts WORKFORCE_LABELS), in Spanish: the form's labels
 * and the names its messages give them. Keyed by the English label.
 */
export const SPANISH_WORKFORCE_LABELS = {
  'Employer Identification Number (EIN)': 'Número de Identificación del Empleador (EIN)',
  'NAICS code': 'Código NAICS',
  'Total employees': 'Total de empleados',
  'Female employees': 'Empleadas mujeres',
  'Employees of color': 'Empleados de color',
  'Total journeyworkers': 'Total de oficiales',
  'Female journeyworkers': 'Oficiales mujeres',
  'Journeyworkers of color': 'Oficiales de color',
} as const;
/**
 * The private information's fields (user-profiles.rules.ts PRIVATE_INFO_LABELS), in Spanish: the
 * dialog's labels and the names its messages give them. Keyed by the English label.
 */
export const SPANISH_PRIVATE_INFO_LABELS = {
  'Social Security Number': 'Número de Seguro Social',
  'Date of birth': 'Fecha de nacimiento',
  Gender: 'Género',
  Ethnicity: 'Origen étnico',
  Race: 'Raza',
  'Veteran status': 'Condición de veterano',
  Disability: 'Discapacidad',
  'Education level': 'Nivel de estudios',
  'Referring organization': 'Organización que lo refirió',
  'Citizen status': 'Ciudadanía',
  'Criminal background': 'Antecedentes penales',
  'Employment status': 'Situación laboral',
  'Date of last employment': 'Fecha del último empleo',
  'New or existing employee': 'Empleado nuevo o existente',
  'Street address': 'Dirección',
  'Address line 2': 'Línea 2 de la dirección',
  City: 'Ciudad',
  State: 'Estado',
  'ZIP code': 'Código postal (ZIP)',
  Country: 'País',
} as const;
const PRIVATE_LABEL = new Map<string, string>(
  Object.entries(SPANISH_PRIVATE_INFO_LABELS).map(([en, es]) => [en.toLowerCase(), es.toLowerCase()]),
);
const FIELD_LABEL = new Map<string, string>([
  ...Object.entries(SPANISH_WORKFORCE_LABELS),
  ...Object.entries(SPANISH_PRIVATE_INFO_LABELS),
]);
const WORKFORCE_LABEL_LOWER = new Map<string, string>(
  Object.entries(SPANISH_WORKFORCE_LABELS).map(([en, es]) => [en.toLowerCase(), es.toLowerCase()]),
);
const alternatives = (labels: string[]) => labels.map((l) => l.replace(/[()]/g, '\\$&')).join('|');
const workforceLabels = alternatives(Object.keys(SPANISH_WORKFORCE_LABELS));
/** A field of the workforce form or of the private information, as its messages name it. */
const fieldLabels = alternatives([
  ...Object.keys(SPANISH_WORKFORCE_LABELS),
  ...Object.keys(SPANISH_PRIVATE_INFO_LABELS),
]);
const privateLabelsLower = alternatives(Object.keys(SPANISH_PRIVATE_INFO_LABELS).map((l) => l.toLowerCase()));

type Pattern = [RegExp, (match: RegExpMatchArray) => string];

/** Messages with a value in them. */
export const SPANISH_SERVER_MESSAGE_PATTERNS: readonly Pattern[] = [
  // The workforce form's counts and the private information's fields (checkWorkforceForm, checkPrivateInfo).
  [new RegExp(`^(${fieldLabels}) is required\\.$`), (m) => `${FIELD_LABEL.get(m[1]!)} es un dato obligatorio.`],
  [
    new RegExp(`^Choose a valid (${privateLabelsLower})\\.$`),
    (m) => `Elija un valor válido de ${PRIVATE_LABEL.get(m[1]!)}.`,
  ],
  [
    new RegExp(`^(${workforceLabels}) must be a whole number of at least (\\d+)\\.$`),
    (m) => `${FIELD_LABEL.get(m[1]!)} debe ser un número entero de al menos ${m[2]}.`,
  ],
  [
    new RegExp(
      `^(${workforceLabels}) \\((\\d+)\\) can not be more than (${workforceLabels.toLowerCase()}) \\((\\d+)\\)\\.$`,
    ),
    (m) => `${FIELD_LABEL.get(m[1]!)} (${m[2]}) no puede ser mayor que ${WORKFORCE_LABEL_LOWER.get(m[3]!)} (${m[4]}).`,
  ],
  [
    /^Too many incorrect access codes\. This (invitation|page) is locked for (\d+) (minute|second)s?\.$/,
    (m) =>
      `Demasiados códigos de acceso incorrectos. Esta ${m[1] === 'page' ? 'página' : 'invitación'} está bloqueada durante ${m[2]} ${m[3] === 'minute' ? 'minuto' : 'segundo'}${m[2] === '1' ? '' : 's'}.`,
  ],
  [/^Use at least ([\d,]+) characters\.$/, (m) => `Use al menos ${m[1]} caracteres.`],
  [/^Use at most ([\d,]+) characters\.$/, (m) => `Use como máximo ${m[1]} caracteres.`],
  [/^Choose at least ([\d,]+)\.$/, (m) => `Elija al menos ${m[1]}.`],
  [/^Choose at most ([\d,]+)\.$/, (m) => `Elija como máximo ${m[1]}.`],
  [/^Enter (-?[\d,.]+) or more\.$/, (m) => `Escriba ${m[1]} o más.`],
  [/^Enter (-?[\d,.]+) or less\.$/, (m) => `Escriba ${m[1]} o menos.`],
  [/^Choose one of: (.+)\.$/, (m) => `Elija una de estas opciones: ${m[1]}.`],
  [
    /^Only (an owner|a super admin) can change this user's roles\.$/,
    (m) => `Solo ${WHO[m[1]!]} puede cambiar los roles de este usuario.`,
  ],
  [
    /^Only (an owner|a super admin) can (deactivate|reactivate|change) this user\.$/,
    (m) =>
      `Solo ${WHO[m[1]!]} puede ${{ deactivate: 'desactivar', reactivate: 'reactivar', change: 'cambiar' }[m[2]!]} a este usuario.`,
  ],
  [
    /^You can't grant the (Super Admin|Owner|Admin) role: it is above your own\.$/,
    (m) => `No puede otorgar el rol de ${ROLE[m[1]!]}: está por encima del suyo.`,
  ],
  [
    /^(.+) registers new accounts by invitation\. Ask \1 for a registration invitation\.$/,
    (m) => `${m[1]} registra cuentas nuevas solo por invitación. Pida a ${m[1]} una invitación de registro.`,
  ],
];
