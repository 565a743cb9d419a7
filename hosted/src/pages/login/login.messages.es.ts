import type { Translation } from '@pathcraft/sdk';
import type { LoginMessages } from './login.messages.ts';

/** Spanish (issue 28): sign-in, password reset and an invitation's sign-up. */
export const es: Translation<LoginMessages> = {
  titles: {
    signIn: 'Iniciar sesión',
    signInToJoin: 'Inicie sesión para unirse',
    confirmEmail: 'Confirme su correo electrónico',
    resetPassword: 'Restablezca su contraseña',
  },
  email: 'Correo electrónico',
  password: 'Contraseña',
  signIn: 'Iniciar sesión',
  signingIn: 'Iniciando sesión...',
  forgotPassword: '¿Olvidó su contraseña?',
  backToSignIn: 'Volver a iniciar sesión',
  noAccount: (orgName) =>
    `¿Todavía no tiene una cuenta? Pida a ${orgName ?? 'la organización'} una invitación de registro.`,
  signInAgain: 'Vuelva a iniciar sesión.',
  stillSignedIn: (who) => `Su sesión sigue iniciada como ${who}.`,
  goToOwnArea: (area) =>
    area === '/org' ? 'Ir a su organización' : area === '/' ? 'Ir a la consola' : 'Ir a su cuenta',
  orSignInAsAnother: 'O inicie sesión con otra cuenta:',
  passwordsDiffer: 'Las contraseñas no coinciden.',
  forgot: {
    intro: 'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una nueva contraseña.',
    send: 'Enviar el enlace',
    sending: 'Enviando...',
    sent: 'Si existe una cuenta con ese correo electrónico, le enviamos un enlace para restablecer su contraseña. El enlace funciona una vez, durante una hora.',
  },
  reset: {
    newPassword: 'Nueva contraseña',
    repeatNewPassword: 'Repita la nueva contraseña',
    save: 'Guardar la nueva contraseña',
    saving: 'Guardando...',
    changed: 'Se cambió su contraseña. Inicie sesión con la nueva contraseña.',
  },
  verifyEmail: {
    checking: 'Comprobando su enlace...',
    confirmed: 'Su correo electrónico está confirmado.',
    continue: 'Continuar para iniciar sesión',
  },
  signUp: {
    loading: 'Cargando...',
    invalidTitle: 'Invitación no válida',
    noLongerValid: 'Esta invitación ya no es válida.',
    title: 'Cree su cuenta',
    pageTitle: (orgName) => `Cree su cuenta | ${orgName}`,
    notRegister: 'Esta invitación no es para registrarse.',
    used: 'Esta invitación ya se usó. Inicie sesión.',
    signIn: 'Iniciar sesión',
    invitedYou: (orgName) => `${orgName} lo invitó. Cree su cuenta para continuar.`,
    name: 'Nombre',
    email: 'Correo electrónico',
    emailHint: 'La dirección a la que se envió su invitación.',
    password: 'Contraseña',
    passwordHint: 'Al menos 8 caracteres, con letras y al menos un número o símbolo.',
    repeatPassword: 'Repita la contraseña',
    create: 'Crear cuenta',
    creating: 'Creando la cuenta...',
  },
  courseSignUp: {
    loading: 'Cargando...',
    title: 'Cree su cuenta',
    pageTitle: (courseTitle, orgName) => `Cree su cuenta | ${courseTitle} | ${orgName}`,
    intro: (courseTitle, orgName) =>
      `Cree su cuenta para unirse a ${courseTitle} en ${orgName}. Iniciará sesión y lo llevaremos al curso.`,
    haveAccount: '¿Ya tiene una cuenta?',
    signIn: 'Iniciar sesión',
    noAccount: '¿Todavía no tiene una cuenta?',
    createAccount: 'Crear una cuenta',
  },
};
