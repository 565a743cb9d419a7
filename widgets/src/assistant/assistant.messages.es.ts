import type { Translation } from '@pathcraft/sdk';
import type { AssistantMessages } from './assistant.messages.ts';

/** Spanish (issue 28): loaded with the assistant's panel when its language is Spanish (assistant.es.ts). */
export const es: Translation<AssistantMessages> = {
  noAssistant: 'No se seleccionó ningún asistente',
  welcome: 'Hola, soy un asistente de inteligencia artificial y estoy aquí para responder sus preguntas.',
  placeholder: 'Haga una pregunta...',
  failure: 'Se nos notificó que algo salió mal; inténtelo de nuevo.',
  profanityClose: 'Por favor, evite usar malas palabras.',
  knowledgeGap:
    'No puedo dar una respuesta precisa o pertinente a su consulta. Lo intentaré de nuevo si la formula de otra manera.',
  forwardOffer: '¿Quiere que reenvíe su pregunta a nuestro equipo? Deje su correo electrónico y alguien le responderá.',
  forwardEmailInvalid: 'Escriba un correo electrónico válido.',
  messageSent: '¡Mensaje enviado!',
  progress: {
    retrieving: () => 'Buscando información pertinente...',
    retrieved: (files, nodes) => `Se encontraron ${files} archivos y ${nodes} fragmentos`,
    composing: (nodes) => `Redactando la respuesta a partir de ${nodes} fragmentos`,
    composed: (nodes) => `Respuesta redactada a partir de ${nodes} fragmentos`,
  },
  contentTypes: {
    resources: 'Recursos',
    users: 'Personas',
    projects: 'Proyectos',
    courses: 'Cursos',
  },
  close: (name) => `Cerrar ${name}`,
  conversation: 'Conversación',
  suggestedQuestions: 'Preguntas sugeridas',
  ask: (name) => `Hacer una pregunta a ${name}`,
  send: 'Enviar',
  searchOptions: 'Opciones de búsqueda',
  sendEmail: 'Envíenos un correo electrónico',
  newConversation: 'Nueva conversación',
  searchIn: 'Buscar en',
  traditional: 'Búsqueda tradicional (lista de lo encontrado, sin respuesta)',
  sources: 'Fuentes',
  you: 'Usted: ',
  forwardMyQuestion: 'Reenviar mi pregunta',
  forward: {
    label: 'Reenviar su pregunta',
    email: 'Su correo electrónico',
    message: 'Su mensaje',
    send: 'Enviar',
    sending: 'Enviando...',
    cancel: 'Cancelar',
  },
};
