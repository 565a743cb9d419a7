import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_UNREACHABLE } from '../api/errors.ts';
import { createClient } from '../client/client.ts';
import {
  ACCESS_CODE_MESSAGES,
  accessCodeLockedMessage,
  agreementProfileProblems,
  checkWorkforceForm,
  WORKFORCE_LABELS,
  WORKFORCE_MESSAGES,
  workforceCountMessage,
} from '../domain/agreements/agreements.rules.ts';
import { ENROLL_MESSAGES } from '../domain/enrollments/enrollments.rules.ts';
import { humanIssueMessage } from '../domain/human-messages.ts';
import { ASSISTANT_TEXT } from '../domain/assistant/assistant.rules.ts';
import { MATERIAL_TEXT } from '../domain/materials/materials.rules.ts';
import { LOGIN_ERROR_TEXT } from '../domain/identity/login.rules.ts';
import {
  deactivationRefusal,
  reactivationRefusal,
  roleGrantRefusal,
  userChangeRefusal,
} from '../domain/identity/roles.rules.ts';
import { PASSWORD_RULE } from '../domain/identity/password.rules.ts';
import { PROGRESS_MESSAGES } from '../domain/progress/progress.rules.ts';
import { INVITE_SIGN_UP_MESSAGES } from '../domain/invites/invite-sign-up.rules.ts';
import { NEW_ACCOUNT_MESSAGES } from '../domain/identity/new-account.rules.ts';
import { SIGN_UP_MESSAGES } from '../domain/public-site/public-site.rules.ts';
import { FORM_MESSAGES } from '../domain/occupations/occupations.forms.ts';
import { PROGRAM_FORMAT, PROGRAM_REQUIRED } from '../domain/program-import/program-import.schema.ts';
import { PAGE_LINK_CODE_MESSAGES } from '../domain/public-pages/public-pages.schema.ts';
import { checkPrivateInfo, PRIVATE_INFO_LABELS } from '../domain/user-profiles/user-profiles.rules.ts';
import { localizeMessage } from './i18n.ts';
import { setMessageTranslation } from './translate.ts';
import {
  SPANISH_PRIVATE_INFO_LABELS,
  SPANISH_SERVER_MESSAGES,
  SPANISH_WORKFORCE_LABELS,
  spanishMessage,
} from './server-messages.es.ts';
import { PROGRESS_MESSAGES as PROGRESS } from '../domain/progress/progress.rules.ts';

// The table is keyed by English text; these are the constants a visitor can meet, which it must know word for word.
const visitorMessages = [
  SERVER_UNREACHABLE,
  MESSAGES.somethingWentWrong,
  MESSAGES.somethingWentWrongTryAgain,
  ...Object.values(LOGIN_ERROR_TEXT),
  ACCESS_CODE_MESSAGES.accessCodeRequired,
  ACCESS_CODE_MESSAGES.invalid,
  ACCESS_CODE_MESSAGES.otherFailure,
  PAGE_LINK_CODE_MESSAGES.invalid,
  INVITE_SIGN_UP_MESSAGES.used,
  INVITE_SIGN_UP_MESSAGES.notRegister,
  INVITE_SIGN_UP_MESSAGES.emailTaken,
  INVITE_SIGN_UP_MESSAGES.otherEmail,
  ...Object.values(PASSWORD_RULE.messages),
  ...Object.values(ENROLL_MESSAGES),
  ...Object.values(NEW_ACCOUNT_MESSAGES),
  SIGN_UP_MESSAGES.privateCourse,
  WORKFORCE_MESSAGES.einRequired,
  WORKFORCE_MESSAGES.einFormat,
  WORKFORCE_MESSAGES.naicsFormat,
  WORKFORCE_MESSAGES.wageScheduleRequired,
  ...Object.values(FORM_MESSAGES),
  // The progress page's related-instruction form checks what the server checks, in its words.
  PROGRESS_MESSAGES.instructionDay,
  PROGRESS_MESSAGES.instructionHours,
  PROGRESS_MESSAGES.futureDay,
  PROGRESS_MESSAGES.onlySponsorRecordsInstruction,
  // …and once the certificate of completion is issued, says why it offers no form (instructionChangeRefusal).
  PROGRESS_MESSAGES.completedInstruction,
  PROGRESS_MESSAGES.completedInstructionLocked,
  // The withdrawal dialog checks the reason as the server does.
  PROGRESS_MESSAGES.withdrawalReason,
  PROGRESS_MESSAGES.withdrawalReasonLength,
  PROGRESS_MESSAGES.onlySponsorWithdraws,
  // Program import speaks Spanish with the console: its field checks too.
  ...Object.values(PROGRAM_REQUIRED),
  ...Object.values(PROGRAM_FORMAT).flatMap((m) => (typeof m === 'string' ? [m] : Object.values(m))),
];

setMessageTranslation(spanishMessage);

describe('the Spanish of server messages', () => {
  it.each(visitorMessages)('knows %s', (english) => {
    expect(SPANISH_SERVER_MESSAGES[english]?.trim()).toBeTruthy();
  });

  it.each([
    [
      accessCodeLockedMessage('15 minutes'),
      'Demasiados códigos de acceso incorrectos. Esta invitación está bloqueada durante 15 minutos.',
    ],
    [
      PAGE_LINK_CODE_MESSAGES.locked('1 minute'),
      'Demasiados códigos de acceso incorrectos. Esta página está bloqueada durante 1 minuto.',
    ],
    [
      accessCodeLockedMessage('30 seconds'),
      'Demasiados códigos de acceso incorrectos. Esta invitación está bloqueada durante 30 segundos.',
    ],
    [
      humanIssueMessage({ code: 'too_small', origin: 'string', minimum: 3, inclusive: true, input: 'ab' } as never),
      'Use al menos 3 caracteres.',
    ],
    [
      humanIssueMessage({ code: 'too_big', origin: 'string', maximum: 1000, inclusive: true, input: '' } as never),
      'Use como máximo 1,000 caracteres.',
    ],
    [humanIssueMessage({ code: 'invalid_type', expected: 'number', input: 'x' } as never), 'Escriba un número.'],
    [roleGrantRefusal(['superAdmin'], ['student'], ['student'], true), 'No puede cambiar su propio rol.'],
    [roleGrantRefusal(['teacher'], ['student'], ['admin']), 'Su rol no permite cambiar roles.'],
    [roleGrantRefusal(['admin'], ['owner'], ['admin']), 'Solo un propietario puede cambiar los roles de este usuario.'],
    [
      roleGrantRefusal(['admin'], ['student'], ['owner']),
      'No puede otorgar el rol de propietario: está por encima del suyo.',
    ],
    [
      roleGrantRefusal(['owner'], ['student'], ['superAdmin']),
      'Solo un superadministrador puede otorgar o quitar el rol de superadministrador.',
    ],
    [deactivationRefusal(['admin'], ['student'], true), 'No puede desactivar su propia cuenta.'],
    [deactivationRefusal(['admin'], ['owner'], false), 'Solo un propietario puede desactivar a este usuario.'],
    [reactivationRefusal(['teacher'], ['student'], false), 'Su rol no permite reactivar cuentas.'],
    [userChangeRefusal(['admin'], ['superAdmin'], false), 'Solo un superadministrador puede cambiar a este usuario.'],
    [userChangeRefusal(['student'], ['student'], false), 'Su rol no permite cambiar a otros usuarios.'],
    [
      SIGN_UP_MESSAGES.registrationByInvitation('Three Rivers'),
      'Three Rivers registra cuentas nuevas solo por invitación. Pida a Three Rivers una invitación de registro.',
    ],
    // The private information: the dialog in Spanish once said all of these in English.
    [checkPrivateInfo({}).ssn, 'Número de Seguro Social es un dato obligatorio.'],
    [checkPrivateInfo({}).addressLine1, 'Dirección es un dato obligatorio.'],
    [checkPrivateInfo({ gender: 'x' }).gender, 'Elija un valor válido de género.'],
    [checkPrivateInfo({ addressPostalCode: '1' }).addressPostalCode, 'Escriba un código postal (ZIP) de 5 dígitos.'],
    // The workforce form's counts: a page in Spanish once listed these in English.
    [
      checkWorkforceForm({ totalEmployees: 0 }).totalEmployees,
      'Total de empleados debe ser un número entero de al menos 1.',
    ],
    [checkWorkforceForm({}).totalJourneyWorkersColor, 'Oficiales de color es un dato obligatorio.'],
    [
      workforceCountMessage('totalJourneyWorkersFemale', 90, 'totalEmployeesFemale', 22),
      'Oficiales mujeres (90) no puede ser mayor que empleadas mujeres (22).',
    ],
  ])('writes %s in Spanish', (english, spanish) => {
    expect(localizeMessage(english!)).toBe(spanish);
  });

  it.each([
    [PROGRESS.futureWeek, 'Esa semana aún no ha comenzado: regístrela cuando comience.'],
    [PROGRESS.tooManyHours(170), 'Una semana tiene como máximo 168 horas (7 × 24); esta suma 170.'],
    [PROGRESS.beforeStart('2026-01-05'), 'Esa semana termina antes de que empiece el aprendizaje (2026-01-05).'],
    [PROGRESS.duplicateWeek('2026-11-09'), 'La semana del 2026-11-09 ya está registrada: ábrala para cambiarla.'],
    [PROGRESS.unknownWorkProcess('c-pm'), '“c-pm” no es un proceso de trabajo de este programa.'],
    [PROGRESS.repeatedWorkProcess('c-pm'), '“c-pm” aparece dos veces en esta semana; escriba sus horas una sola vez.'],
    [PROGRESS.notCompetency('weld'), '“weld” no es una competencia de este programa.'],
    [
      'Too many sign-in attempts. Try again in 15 minutes.',
      'Demasiados intentos de inicio de sesión. Inténtelo de nuevo en 15 minutos.',
    ],
    ['Too many requests. Try again in 1 second.', 'Demasiadas solicitudes. Inténtelo de nuevo en 1 segundo.'],
    [
      'Riverside still has 2 people: move them to another location first.',
      'Riverside todavía tiene 2 personas: trasládelas primero a otra ubicación.',
    ],
    [
      'Riverside still has 1 person: move them to another location first.',
      'Riverside todavía tiene 1 persona: trasládela primero a otra ubicación.',
    ],
    [
      "The 2nd period's wage must be more than the 1st period's ($20.00).",
      'El salario del período 2 debe ser mayor que el del período 1 ($20.00).',
    ],
    [
      "The 3rd period's duration must be whole hours from 1 to 2000.",
      'La duración del período 3 debe ser de horas enteras, de 1 a 2000.',
    ],
    // The hours as an en-US or es-US page writes them.
    [
      "The 3rd period's duration must be whole hours from 1 to 2,000.",
      'La duración del período 3 debe ser de horas enteras, de 1 a 2,000.',
    ],
    ['Can not be less than minimum wage ($7.25).', 'No puede ser menor que el salario mínimo ($7.25).'],
    // The console, the materials widget, the assistant's visitor and the public site.
    [
      "Only the sponsor's owners and admins can read the ratio check.",
      'Solo los propietarios y administradores del patrocinador pueden ver la revisión de la proporción de aprendices por oficial.',
    ],
    ["Your role can't change wageSchedules.", 'Su rol no permite cambiar las escalas salariales.'],
    ['Training Program exists', 'El programa de capacitación ya existe'],
    [MATERIAL_TEXT.noMaterial, 'No hay material.'],
    [MATERIAL_TEXT.overLimit(5000), 'Este campo supera el número máximo de caracteres permitido (5000).'],
    [
      "'welding.pdf' was uploaded for another record: upload it for this class.",
      "'welding.pdf' se subió para otro registro: súbalo para esta clase.",
    ],
    [ASSISTANT_TEXT.noServiceEmail, 'Este asistente no reenvía preguntas.'],
    [
      'This assistant is not allowed on https://other.example.org.',
      'Este asistente no está permitido en https://other.example.org.',
    ],
    ["No pathway 'welding' at Three Rivers", "No se encontró la trayectoria 'welding' en Three Rivers"],
    ["No organization with slug 'nowhere'", "No se encontró ninguna organización con la dirección 'nowhere'"],
    // What only API developers meet stays English.
    ["No conversation with id 'c1'", undefined],
    ['Send the body as application/json.', undefined],
    // A generic message after its field's name: the message in Spanish, the name as it came.
    ['Week start: Enter a date.', 'Week start: Escriba una fecha.'],
    // Nothing in Spanish yet: the caller keeps the English.
    ["Unknown table 'x'", undefined],
    ['Week start: not a known sentence.', undefined],
    ['constructor', undefined],
    ['', undefined],
  ])('spanishMessage(%j) is %j', (english, spanish) => {
    expect(spanishMessage(english)).toBe(spanish);
  });

  it('names every workforce count in Spanish, so none of its messages stays in English', () => {
    for (const [field, label] of Object.entries(WORKFORCE_LABELS)) {
      expect(SPANISH_WORKFORCE_LABELS[label as keyof typeof SPANISH_WORKFORCE_LABELS], field).toBeTruthy();
      const required = checkWorkforceForm({})[field as keyof typeof WORKFORCE_LABELS];
      if (required) expect(localizeMessage(required)).not.toBe(required);
    }
  });

  it('names every private field in Spanish, so none of its messages stays in English', () => {
    const errors = checkPrivateInfo({ employmentStatus: 'ue' });
    for (const [field, label] of Object.entries(PRIVATE_INFO_LABELS)) {
      expect(SPANISH_PRIVATE_INFO_LABELS[label as keyof typeof SPANISH_PRIVATE_INFO_LABELS], field).toBeTruthy();
      const message = errors[field as keyof typeof errors];
      if (message) expect(localizeMessage(message), field).not.toBe(message);
    }
    // For the agreement the dialog also requires what Section A needs, in the agreement's words ('City required!').
    const shown = [
      ...Object.values(agreementProfileProblems('profile', {})),
      ...Object.values({ ...agreementProfileProblems('privateInfo', {}), ...checkPrivateInfo({}) }),
    ];
    for (const message of shown) expect(localizeMessage(message)).not.toBe(message);
  });

  it("shows the server's error in Spanish through the client, keeping its code", async () => {
    const fetch: typeof globalThis.fetch = async () =>
      new Response(JSON.stringify({ error: { code: 'bad_request', message: ACCESS_CODE_MESSAGES.invalid } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    const err = (await createClient({ fetch })
      .request('POST', '/x')
      .catch((e: unknown) => e)) as { code: string; message: string };
    expect([err.code, err.message]).toEqual(['bad_request', 'El código de acceso no es válido para esta invitación.']);
  });
});
