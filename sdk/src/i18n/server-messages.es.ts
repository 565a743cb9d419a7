/**
 * The English messages a visitor can meet from the server or a shared rule (errors, field
 * problems), in Spanish (issue 28). Used twice: the server answers a request that asks for Spanish
 * (Accept-Language, see answerLanguageOf) with spanishMessage's words, and a page in Spanish loads
 * spanishMessage (setMessageTranslation) for the messages the rules write in the browser.
 * Keyed by the English itself, so this table imports nothing (it loads only for Spanish);
 * server-messages.es.test.ts checks every key against the sdk's constants, and the server's
 * messages-in-spanish.test.ts lists the server's messages that have no Spanish yet.
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
  'Enter a valid date of birth.': 'Escriba una fecha de nacimiento válida.',
  'Enter a valid date of last employment.': 'Escriba una fecha válida del último empleo.',
  'Enter a 5-digit ZIP code.': 'Escriba un código postal (ZIP) de 5 dígitos.',
  'Only the United States is supported.': 'Solo se admiten direcciones de los Estados Unidos.',
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
  // Weeks once the certificate of completion is issued (progress.rules.ts checkReview).
  'This apprenticeship is complete: its weeks can no longer be approved or returned.':
    'Este aprendizaje está completo: sus semanas ya no se pueden aprobar ni devolver.',
  'This apprenticeship is complete: its instruction hours can no longer be changed.':
    'Este aprendizaje está completo: sus horas de instrucción ya no se pueden cambiar.',
  'This apprenticeship is complete: no more instruction hours are recorded.':
    'Este aprendizaje está completo: no se registran más horas de instrucción.',
  // Withdrawing a certificate of completion recorded in error (PROGRESS_MESSAGES).
  'Say why the certificate is withdrawn.': 'Indique por qué se retira el certificado.',
  'A reason has at most 1000 characters.': 'Un motivo tiene como máximo 1000 caracteres.',
  'Only the sponsor withdraws a certificate of completion.':
    'Solo el patrocinador retira un certificado de finalización.',
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
  // The week form on /account and the reviews of weeks, competencies and wage steps (progress.rules.ts PROGRESS_MESSAGES).
  'Choose the Monday the week starts on.': 'Elija el lunes en que empieza la semana.',
  'Enter the hours of at least one work process.': 'Escriba las horas de al menos un proceso de trabajo.',
  'Hours are a number from 0 to 168, in steps of a quarter hour.':
    'Las horas son un número de 0 a 168, en cuartos de hora.',
  'That week has not started yet: log it once it begins.':
    'Esa semana aún no ha comenzado: regístrela cuando comience.',
  'This week is approved and locked.': 'Esta semana está aprobada y bloqueada.',
  'This apprenticeship is complete: no more weeks are logged.':
    'Este aprendizaje está completo: no se registran más semanas.',
  // main's PROGRESS_MESSAGES.completedLocked (the weekly-hours rules, merged after this branch began).
  'This apprenticeship is complete: its weeks can no longer be changed.':
    'Este aprendizaje está completo: sus semanas ya no se pueden cambiar.',
  'Say what to fix when you return a week.': 'Indique qué corregir al devolver una semana.',
  'Only a week waiting for approval can be approved or returned.':
    'Solo una semana en espera de aprobación se puede aprobar o devolver.',
  'There is no wage step waiting for confirmation.': 'No hay ningún paso salarial en espera de confirmación.',
  'You are not an apprentice of this apprenticeship.': 'No es aprendiz de este programa de aprendizaje.',
  'This competency is already signed off.': 'Esta competencia ya está aprobada.',
  'Only a mentor or the sponsor signs off competencies.': 'Solo un mentor o el patrocinador aprueba competencias.',
  'The hours a class counts for are a number above 0 and at most 2000, in quarter hours.':
    'Las horas que cuenta una clase son un número mayor que 0 y de hasta 2000, en cuartos de hora.',
  'A class is listed once among the related-instruction classes.':
    'Cada clase aparece una sola vez entre las clases de instrucción relacionada.',
  'Choose a class or course of this organization.': 'Elija una clase o un curso de esta organización.',
  'Only a mentor, the employer or the sponsor approves or returns a week.':
    'Solo un mentor, el empleador o el patrocinador aprueba o devuelve una semana.',
  'Only the apprentice changes the hours of their week.': 'Solo el aprendiz cambia las horas de su semana.',
  'Only the employer or the sponsor confirms a new wage rate.':
    'Solo el empleador o el patrocinador confirma una nueva tarifa salarial.',
  // Signing in and the session.
  'Sign in to continue.': 'Inicie sesión para continuar.',
  'The session has ended. Please sign in again.': 'La sesión terminó. Vuelva a iniciar sesión.',
  'Your account is deactivated. Ask an administrator of your organization to reactivate it.':
    'Su cuenta está desactivada. Pida a un administrador de su organización que la reactive.',
  'The current password is not right.': 'La contraseña actual no es correcta.',
  'This link is invalid or has expired. Request a new one.':
    'Este enlace no es válido o ya venció. Solicite uno nuevo.',
  'Too many e-mails sent. Try again later.': 'Se enviaron demasiados correos electrónicos. Inténtelo más tarde.',
  // Invitations, access codes and the workforce form.
  'Enter the access code associated with this invitation.': 'Escriba el código de acceso de esta invitación.',
  'Enter the access code to continue.': 'Escriba el código de acceso para continuar.',
  'The access has expired. Enter the access code again.': 'El acceso venció. Escriba el código de acceso de nuevo.',
  'This invitation is no longer valid.': 'Esta invitación ya no es válida.',
  'This invitation was already used.': 'Esta invitación ya se usó.',
  'This access code opens another document.': 'Este código de acceso abre otro documento.',
  'This invitation has no apprentice agreement.': 'Esta invitación no tiene un acuerdo del aprendiz.',
  'This invitation has no employer.': 'Esta invitación no tiene un empleador.',
  'This invitation has no workforce form.': 'Esta invitación no tiene un formulario de fuerza laboral.',
  'This invitation is not addressed to a user.': 'Esta invitación no está dirigida a un usuario.',
  "This invitation can only change its own program's wage schedules.":
    'Esta invitación solo puede cambiar las escalas salariales de su propio programa.',
  'Data Submitted': 'Datos enviados',
  'No Training Program data available.': 'No hay datos del programa de capacitación.',
  'Enter a dollar amount with at most 2 decimals.': 'Escriba un monto en dólares con 2 decimales como máximo.',
  'Enter a wage.': 'Escriba un salario.',
  'Enter the journeyworker entry wage.': 'Escriba el salario inicial del oficial.',
  'Wage rates required.': 'Se requieren las tarifas salariales.',
  'A wage schedule can be deleted only when it has 2 or more periods.':
    'Una escala salarial solo se puede eliminar cuando tiene 2 o más períodos.',
  // Signing agreements: the signature, the parent or guardian, the private information.
  'A signature is required.': 'Se requiere una firma.',
  'Signature required!': '¡Se requiere la firma!',
  'Please provide a signature first.': 'Primero agregue una firma.',
  'You can only add your own signature.': 'Solo puede agregar su propia firma.',
  'This user belongs to no organization.': 'Este usuario no pertenece a ninguna organización.',
  'The signature must be a PNG image.': 'La firma debe ser una imagen PNG.',
  'This agreement is signed and can no longer be changed.': 'Este acuerdo está firmado y ya no se puede cambiar.',
  'This agreement is already signed.': 'Este acuerdo ya está firmado.',
  'Something went wrong, please refresh and try again': 'Algo salió mal; actualice la página e inténtelo de nuevo',
  'Only the invited signer can sign this agreement.': 'Solo el firmante invitado puede firmar este acuerdo.',
  'Only the invited apprentice can sign this agreement.': 'Solo el aprendiz invitado puede firmar este acuerdo.',
  'The agreement changed while signing. Reload and sign again.':
    'El acuerdo cambió mientras se firmaba. Vuelva a cargar la página y firme de nuevo.',
  'The agreement changed meanwhile. Reload and try again.':
    'El acuerdo cambió mientras tanto. Vuelva a cargar la página e inténtelo de nuevo.',
  "Apprentice agreements hold the apprentice's private information: only the apprentice, the program sponsor and the organization's administrators can open them.":
    'Los acuerdos del aprendiz contienen información privada del aprendiz: solo el aprendiz, el patrocinador del programa y los administradores de la organización pueden abrirlos.',
  'Only the apprentice or the organization can name the parent or guardian.':
    'Solo el aprendiz o la organización puede indicar al padre, la madre o el tutor.',
  'Only the invited parent or guardian can add this signature.':
    'Solo el padre, la madre o el tutor invitado puede agregar esta firma.',
  'Parent or guardian e-mail required!': '¡Se requiere el correo electrónico del padre, la madre o el tutor!',
  'Parent or guardian name required!': '¡Se requiere el nombre del padre, la madre o el tutor!',
  'Parent or guardian required!': '¡Se requiere indicar al padre, la madre o el tutor!',
  'Parent or guardian saved.': 'Padre, madre o tutor guardado.',
  'Parent or guardian signature added!': '¡Firma del padre, la madre o el tutor agregada!',
  'The apprentice is 18 or older: no parent or guardian signature is needed.':
    'El aprendiz tiene 18 años o más: no se necesita la firma del padre, la madre o el tutor.',
  'The apprentice signs first.': 'Primero firma el aprendiz.',
  "The parent or guardian can't also be the apprentice: enter the parent's or guardian's own e-mail.":
    'El padre, la madre o el tutor no puede ser también el aprendiz: escriba su propio correo electrónico.',
  'The parent or guardian has signed: they can no longer be changed.':
    'El padre, la madre o el tutor ya firmó: ya no se puede cambiar.',
  'Enter a valid Social Security Number.': 'Escriba un número de Seguro Social válido.',
  'You can only change your own information.': 'Solo puede cambiar su propia información.',
  'Choose a WIOA type only for a WIOA participant.': 'Elija un tipo de WIOA solo para un participante de WIOA.',
  'Choose one of the listed codes.': 'Elija uno de los códigos de la lista.',
  'Write the funding sources in at most 255 characters.':
    'Escriba las fuentes de financiamiento en 255 caracteres como máximo.',
  // The apprentice agreement's required fields (agreements.rules.ts), in its order.
  'Name required!': '¡Se requiere el nombre!',
  'Email required!': '¡Se requiere el correo electrónico!',
  'Phone required!': '¡Se requiere el teléfono!',
  'Street Address required!': '¡Se requiere la dirección!',
  'City required!': '¡Se requiere la ciudad!',
  'State required!': '¡Se requiere el estado!',
  'Zip Code required!': '¡Se requiere el código postal!',
  'Social Security Number required!': '¡Se requiere el número de Seguro Social!',
  'Gender required!': '¡Se requiere el género!',
  'Date of Birth required!': '¡Se requiere la fecha de nacimiento!',
  'Ethnicity required!': '¡Se requiere el origen étnico!',
  'Race required!': '¡Se requiere la raza!',
  'Veteran Status required!': '¡Se requiere la condición de veterano!',
  'Disability Status required!': '¡Se requiere la información sobre discapacidad!',
  'Education Level required!': '¡Se requiere el nivel de estudios!',
  'Referral information required!': '¡Se requiere la organización que lo refirió!',
  'Citizenship Status required!': '¡Se requiere la ciudadanía!',
  'Criminal Background required!': '¡Se requieren los antecedentes penales!',
  'Employment Status required!': '¡Se requiere la situación laboral!',
  'Date of Last Employment required!': '¡Se requiere la fecha del último empleo!',
  // The week form's and the reviews' schema (progress.schema.ts), the wage schedule dialog's.
  'Choose a work process.': 'Elija un proceso de trabajo.',
  'Enter the hours as a number.': 'Escriba las horas como un número.',
  'A week lists at most 200 work processes.': 'Una semana incluye como máximo 200 procesos de trabajo.',
  'A note has at most 2000 characters.': 'Una nota tiene como máximo 2000 caracteres.',
  'A comment has at most 2000 characters.': 'Un comentario tiene como máximo 2000 caracteres.',
  'Choose approve or return.': 'Elija aprobar o devolver.',
  'Date is required.': 'La fecha es obligatoria.',
  'Enter a date as YYYY-MM-DD.': 'Escriba una fecha con la forma AAAA-MM-DD.',
  'Enter the hours.': 'Escriba las horas.',
  'A schedule has at most 50 periods.': 'Una escala tiene como máximo 50 períodos.',
  // Signing in, and the console's forms (users.forms.ts, organizations.schema.ts).
  'Enter your password.': 'Escriba su contraseña.',
  'First name is required.': 'El nombre es obligatorio.',
  'Last name is required.': 'El apellido es obligatorio.',
  'Use lower-case letters, digits and dashes.': 'Use letras minúsculas, dígitos y guiones.',
  // The training plan (training-plans.schema.ts).
  'Occupation title is required.': 'El nombre de la ocupación es obligatorio.',
  'Enter an O*NET code like 51-4011.00.': 'Escriba un código O*NET como 51-4011.00.',
  'A program lists at most 50 related-instruction classes.':
    'Un programa incluye como máximo 50 clases de instrucción relacionada.',
  'A competency has at most 2,000 characters.': 'Una competencia tiene como máximo 2,000 caracteres.',
  'A group name has at most 500 characters.': 'Un nombre de grupo tiene como máximo 500 caracteres.',
  'Add at least one file.': 'Agregue al menos un archivo.',
  'Code is required.': 'El código es obligatorio.',
  'File name is required.': 'El nombre del archivo es obligatorio.',
  'URL is required.': 'La URL es obligatoria.',
  'The file has no rows.': 'El archivo no tiene filas.',
  'Send the sections in their new order.': 'Envíe las secciones en su nuevo orden.',
  // The console's user and organization forms.
  'Only a super admin can create organizations.': 'Solo un superadministrador puede crear organizaciones.',
  "You can't change this user.": 'No puede cambiar a este usuario.',
  "Your role can't see accounts.": 'Su rol no permite ver cuentas.',
  "Your role can't send invitations.": 'Su rol no permite enviar invitaciones.',
  'Organization not found': 'No se encontró la organización',
  'Send at least one field to change.': 'Envíe al menos un campo para cambiar.',
  "You can't move a record to another organization.": 'No puede mover un registro a otra organización.',
  'Something went wrong fetching user.': 'Algo salió mal al obtener el usuario.',
  'Something went wrong updating user.': 'Algo salió mal al actualizar el usuario.',
  // Public pages and the training-plan search.
  'This pathway is private.': 'Esta trayectoria es privada.',
  "That registration id doesn't belong to this class.": 'Ese identificador de inscripción no pertenece a esta clase.',
  'keyword is required': 'Escriba qué busca',
  'location is required': 'La ubicación es obligatoria',
  'The training plan e-mail could not be sent. Please try again.':
    'No se pudo enviar el correo electrónico del plan de capacitación. Inténtelo de nuevo.',
  "Managers must be people of the location's organization.":
    'Los responsables deben ser personas de la organización de la ubicación.',
  'No page found': 'No se encontró la página',
  'Enter valid e-mail addresses.': 'Escriba direcciones de correo electrónico válidas.',
  'The e-mail could not be sent.': 'No se pudo enviar el correo electrónico.',
  // The assistant a visitor talks to.
  'This conversation has expired. Start a new one.': 'Esta conversación venció. Inicie una nueva.',
  "We've been notified that something went wrong, please try again.":
    'Algo salió mal y ya recibimos el aviso; inténtelo de nuevo.',
  // A signed file link opened after it expired (files.routes.ts).
  'This file link is not valid or has expired.': 'Este enlace de archivo no es válido o ya venció.',
  // The server's own state (http/errors.ts, db/connection-errors.ts, platform/errors.ts).
  'The request contains a character that cannot be stored (such as a NUL byte).':
    'La solicitud contiene un carácter que no se puede guardar (como un byte NUL).',
  'The server is busy: try again in a moment.': 'El servidor está ocupado: inténtelo de nuevo en un momento.',
  'The database is not answering right now, so nothing was saved. Try again in a few seconds.':
    'La base de datos no responde en este momento, así que no se guardó nada. Inténtelo de nuevo en unos segundos.',
  'The server is out of disk space, so the change was not saved. Try again later, and tell the administrator if it persists.':
    'El servidor se quedó sin espacio en disco, así que el cambio no se guardó. Inténtelo más tarde y avise al administrador si continúa.',
  'The server cannot save changes right now: its storage is read-only. Try again later, and tell the administrator if it persists.':
    'El servidor no puede guardar cambios en este momento: su almacenamiento es de solo lectura. Inténtelo más tarde y avise al administrador si continúa.',
  'The file store is not answering right now. Try again in a minute.':
    'El almacenamiento de archivos no responde en este momento. Inténtelo de nuevo en un minuto.',
  // The console's compliance room, page visits and API keys (and the origins an API key allows).
  "Only the sponsor's owners and admins can read the EEO summary.":
    'Solo los propietarios y administradores del patrocinador pueden ver el resumen de igualdad de oportunidades (EEO).',
  "Only the sponsor's owners and admins can read the RAPIDS registration data.":
    'Solo los propietarios y administradores del patrocinador pueden ver los datos de registro en RAPIDS.',
  "Only the sponsor's owners and admins can read the ratio check.":
    'Solo los propietarios y administradores del patrocinador pueden ver la revisión de la proporción de aprendices por oficial.',
  "Your role can't read visits.": 'Su rol no permite ver las visitas.',
  'Only admins can manage API keys.': 'Solo los administradores pueden gestionar las claves de API.',
  'At most 50 origins.': 'Como máximo 50 orígenes.',
  'Enter an origin such as https://example.org (no path).': 'Escriba un origen como https://example.org (sin ruta).',
  // The console's classes, invitations, wage schedules and program import.
  'Send every section of the class once, in the new order.':
    'Envíe cada sección de la clase una sola vez, en el nuevo orden.',
  "A section or cohort can't move to another class.": 'Una sección o cohorte no se puede mover a otra clase.',
  'The class belongs to another organization.': 'La clase pertenece a otra organización.',
  'This apprenticeship belongs to another organization.': 'Este programa de aprendizaje pertenece a otra organización.',
  'This invitation has no e-mail address to send to.':
    'Esta invitación no tiene un correo electrónico al que enviarla.',
  "Your role can't change wageSchedules.": 'Su rol no permite cambiar las escalas salariales.',
  'A competency group names a competency that is not in the list.':
    'Un grupo de competencias nombra una competencia que no está en la lista.',
  'No such organization.': 'No se encontró la organización.',
  'Only owners and admins can import training programs.':
    'Solo los propietarios y administradores pueden importar programas de capacitación.',
  'Training Program exists': 'El programa de capacitación ya existe',
  // The materials widget and its drafts (the words of widgets/src/materials/materials.messages.es.ts).
  'No Material.': 'No hay material.',
  'No such resource in this organization.': 'No se encontró ese recurso en esta organización.',
  'Only admins of the organization and the material’s author can change this material.':
    'Solo los administradores de la organización y el autor del material pueden cambiar este material.',
  'Only teachers and admins can create materials.': 'Solo los docentes y administradores pueden crear materiales.',
  'Only teachers and admins can upload images and PDFs for materials.':
    'Solo los docentes y administradores pueden subir imágenes y archivos PDF para los materiales.',
  'The material belongs to another organization.': 'El material pertenece a otra organización.',
  'No such file on this material.': 'Este material no tiene ese archivo.',
  'This source has no text to draft from: add a body, or a transcript or text for the file, and try again.':
    'Esta fuente no tiene texto para redactar un borrador: agregue el contenido, o una transcripción o un texto para el archivo, e inténtelo de nuevo.',
  'No such file': 'No se encontró el archivo',
  // The signed agreement's PDF (agreement-pdf-bytes.ts).
  'The signed document does not match its record.': 'El documento firmado no coincide con su registro.',
  // The training-plan widget's and the pages' location check (locations.routes.ts).
  'Location not found': 'No se encontró la ubicación',
  'Location unknown': 'Ubicación desconocida',
  // The assistant widget's conversation, as its visitor meets it.
  'This assistant does not forward questions.': 'Este asistente no reenvía preguntas.',
  'This conversation belongs to another site.': 'Esta conversación pertenece a otro sitio.',
  'This conversation has no assistant.': 'Esta conversación no tiene asistente.',
  'This conversation is with another assistant.': 'Esta conversación es con otro asistente.',
  'This conversation is with another organization.': 'Esta conversación es con otra organización.',
  'This is another conversation.': 'Esta es otra conversación.',
  'Only the visitor and the organization’s admins can see this conversation.':
    'Solo el visitante y los administradores de la organización pueden ver esta conversación.',
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

/** A wait as describeWait writes it ('15 minutes', '1 second'), in Spanish; anything else as it came. */
const wait = (english: string) =>
  english.replace(
    /^(\d+) (minute|second)s?$/,
    (_, n: string, unit: string) => `${n} ${unit === 'minute' ? 'minuto' : 'segundo'}${n === '1' ? '' : 's'}`,
  );
const TOO_MANY: Record<string, string> = {
  'sign-in attempts': 'Demasiados intentos de inicio de sesión.',
  attempts: 'Demasiados intentos.',
  'wrong passwords': 'Demasiadas contraseñas incorrectas.',
  requests: 'Demasiadas solicitudes.',
};

/** Messages with a value in them. */
const SPANISH_SERVER_MESSAGE_PATTERNS: readonly Pattern[] = [
  // The occupation search's keyword (find-occupation.ts, FORM_MAX.keyword).
  [
    /^keyword is too long \((\d+) characters at most\)$/,
    (m) => `La búsqueda es demasiado larga (${m[1]} caracteres como máximo)`,
  ],
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
    /^Too many incorrect access codes\. This (invitation|page) is locked for (.+)\.$/,
    (m) =>
      `Demasiados códigos de acceso incorrectos. Esta ${m[1] === 'page' ? 'página' : 'invitación'} está bloqueada durante ${wait(m[2]!)}.`,
  ],
  [
    /^Too many (sign-in attempts|attempts|wrong passwords|requests)\. Try again in (.+)\.$/,
    (m) => `${TOO_MANY[m[1]!]} Inténtelo de nuevo en ${wait(m[2]!)}.`,
  ],
  [
    /^A week has at most 168 hours \(7 × 24\); this week adds up to (.+)\.$/,
    (m) => `Una semana tiene como máximo 168 horas (7 × 24); esta suma ${m[1]}.`,
  ],
  [
    /^That week ends before the apprenticeship starts \((.+)\)\.$/,
    (m) => `Esa semana termina antes de que empiece el aprendizaje (${m[1]}).`,
  ],
  [
    /^“(.+)” is not a work process of this program\.$/,
    (m) => `“${m[1]}” no es un proceso de trabajo de este programa.`,
  ],
  [
    /^“(.+)” is listed twice in this week; enter its hours once\.$/,
    (m) => `“${m[1]}” aparece dos veces en esta semana; escriba sus horas una sola vez.`,
  ],
  [
    /^The week of (.+) is already logged: open it to change it\.$/,
    (m) => `La semana del ${m[1]} ya está registrada: ábrala para cambiarla.`,
  ],
  [/^“(.+)” is not a competency of this program\.$/, (m) => `“${m[1]}” no es una competencia de este programa.`],
  [
    /^Signed by the apprentice\. Waiting for the signature of the parent or guardian, (.+) \((.+)\): an invitation was e-mailed to them\.$/,
    (m) =>
      `Firmado por el aprendiz. Falta la firma del padre, la madre o el tutor, ${m[1]} (${m[2]}): se le envió una invitación por correo electrónico.`,
  ],
  [/^A signature image can be at most (.+) KB\.$/, (m) => `Una imagen de firma puede pesar como máximo ${m[1]} KB.`],
  [/^Files of type \.(.*) are not accepted\.$/, (m) => `No se aceptan archivos de tipo .${m[1]}.`],
  [/^The file's content is not a \.(.+) file\.$/, (m) => `El contenido del archivo no es un archivo .${m[1]}.`],
  [/^Only a super admin can change '(.+)'\.$/, (m) => `Solo un superadministrador puede cambiar '${m[1]}'.`],
  [
    /^The user name and e-mail can't be changed here \('(.+)'\)\.$/,
    (m) => `El nombre de usuario y el correo electrónico no se pueden cambiar aquí ('${m[1]}').`,
  ],
  [
    /^Unknown state '(.*)'\. Enter a 5-digit ZIP code or a two-letter state code\.$/,
    (m) =>
      `Estado desconocido: '${m[1]}'. Escriba un código postal de 5 dígitos o el código de dos letras de un estado.`,
  ],
  [/^No occupation found for '(.*)'$/, (m) => `No se encontró ninguna ocupación para '${m[1]}'`],
  [/^Unknown occupation code '(.*)'\.$/, (m) => `Código de ocupación desconocido: '${m[1]}'.`],
  [
    /^Without an organization, these contact fields are required: (.+)\.$/,
    (m) => `Sin una organización, estos datos de contacto son obligatorios: ${m[1]}.`,
  ],
  [
    /^(.+) still has (1 person|(\d+) people): move them to another location first\.$/,
    (m) =>
      `${m[1]} todavía tiene ${m[3] ? `${m[3]} personas: trasládelas` : '1 persona: trasládela'} primero a otra ubicación.`,
  ],
  [
    /^The (\d+)(?:st|nd|rd|th)? period's wage must be more than the (\d+)(?:st|nd|rd|th)? period's \((.+)\)\.$/,
    (m) => `El salario del período ${m[1]} debe ser mayor que el del período ${m[2]} (${m[3]}).`,
  ],
  [
    /^The (\d+)(?:st|nd|rd|th)? period's wage must be at most the (\d+)(?:st|nd|rd|th)? period's \((.+)\)\.$/,
    (m) => `El salario del período ${m[1]} debe ser como máximo el del período ${m[2]} (${m[3]}).`,
  ],
  [
    /^The (\d+)(?:st|nd|rd|th)? period's wage must be at most the entry wage \((.+)\)\.$/,
    (m) => `El salario del período ${m[1]} debe ser como máximo el salario inicial del oficial (${m[2]}).`,
  ],
  [
    // The hours as the page's locale writes them (2,000 or 2000: formatNumber).
    /^The (\d+)(?:st|nd|rd|th)? period's duration must be whole hours from 1(?: to (\d[\d.,\u00a0\u202f]*))?\.$/,
    (m) => `La duración del período ${m[1]} debe ser de horas enteras, ${m[2] ? `de 1 a ${m[2]}` : 'desde 1'}.`,
  ],
  [
    /^The (\d+)(?:st|nd|rd|th)? period's wage \((.+)\) is one cent below the entry wage, which leaves no room for the (\d+)(?:st|nd|rd|th)? period\. Reduce the \d+(?:st|nd|rd|th)? period's wage first\.$/,
    (m) =>
      `El salario del período ${m[1]} (${m[2]}) está un centavo por debajo del salario inicial del oficial, lo que no deja lugar para el período ${m[3]}. Primero reduzca el salario del período ${m[1]}.`,
  ],
  [
    /^Wages must meet (.+) Min\. Wage \((.+)\) requirements\.$/,
    (m) => `Los salarios deben cumplir con el salario mínimo de ${m[1]} (${m[2]}).`,
  ],
  [/^Can not be less than minimum wage \((.+)\)\.$/, (m) => `No puede ser menor que el salario mínimo (${m[1]}).`],
  [
    /^No account yet\? Ask (.+) for a registration invitation\.$/,
    (m) => `¿Todavía no tiene una cuenta? Pida a ${m[1]} una invitación de registro.`,
  ],
  [
    /^(.+) would be over its ratio of apprentices to journeyworkers: its journeyworkers allow (\d+) active apprentices\.$/,
    (m) =>
      `${m[1]} superaría su proporción de aprendices por oficial: sus oficiales permiten ${m[2]} aprendices activos.`,
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
  // The assistant widget on a site its organization did not allow (create-chat-session.ts, chat-access.ts).
  [/^This assistant is not allowed on (.+)\.$/, (m) => `Este asistente no está permitido en ${m[1]}.`],
  // A class's files in the console (add-course-files.ts): the file keeps its name.
  [
    /^'(.+)' is not a file stored here: upload it first\.$/,
    (m) => `'${m[1]}' no es un archivo guardado aquí: súbalo primero.`,
  ],
  [
    /^'(.+)' was uploaded for another record: upload it for this class\.$/,
    (m) => `'${m[1]}' se subió para otro registro: súbalo para esta clase.`,
  ],
  [/^'(.+)' belongs to another organization\.$/, (m) => `'${m[1]}' pertenece a otra organización.`],
  // The materials widget (material-files.ts, MATERIAL_TEXT.overLimit).
  [/^No file '(.+)' on this material\.$/, (m) => `Este material no tiene el archivo '${m[1]}'.`],
  [
    /^This field exceeds the maximum number of characters \((.+)\) allowed\.$/,
    (m) => `Este campo supera el número máximo de caracteres permitido (${m[1]}).`,
  ],
  // A public site's address that names nothing (public-org.ts, read-public-course.ts, read-public-pathway.ts).
  [/^No course '(.*)' at (.+)$/, (m) => `No se encontró el curso '${m[1]}' en ${m[2]}`],
  [/^No pathway '(.*)' at (.+)$/, (m) => `No se encontró la trayectoria '${m[1]}' en ${m[2]}`],
  [/^No organization with slug '(.*)'$/, (m) => `No se encontró ninguna organización con la dirección '${m[1]}'`],
];

/** `english` in Spanish, or undefined when it has no Spanish yet (the caller keeps the English). */
export function spanishMessage(english: string): string | undefined {
  if (Object.hasOwn(SPANISH_SERVER_MESSAGES, english)) return SPANISH_SERVER_MESSAGES[english];
  for (const [pattern, write] of SPANISH_SERVER_MESSAGE_PATTERNS) {
    const match = english.match(pattern);
    if (match) return write(match);
  }
  // A generic message after its field's name (human-messages.ts labelledIssueMessage): the field keeps its name.
  const labelled = /^([^:]{1,60}): (.+)$/.exec(english);
  const message = labelled && spanishMessage(labelled[2]!);
  return message ? `${labelled[1]}: ${message}` : undefined;
}
