/**
 * Spanish (es-MX) strings of the customer link (/folio/{uuid}/…), the signature pad and the SMS
 * outbox. Plain language for pensioners on a phone: short sentences, one task per screen. docs/requirements.md §8
 * messages are copied exactly.
 */

export const customer = {
  /** "Paso X de Y: título" in the document title and the heading (docs/design.md §7). */
  titleWithStep: (x: number, y: number, title: string) => `Paso ${x} de ${y}: ${title}`,
  brand: 'Tu solicitud de crédito',
  loading: 'Cargando tu solicitud…',
  continue: 'Continuar',
  start: 'Comenzar',
  retry: 'Intentar de nuevo',
  cancel: 'Cancelar',
  sending: 'Enviando…',
  saving: 'Guardando…',
  /**
   * An expired or used link shows the functions' own message, one per link action
   * (functions/README.md); these two are for when they answer without one.
   */
  link: {
    invalid: 'Esta liga no es válida. Verifica el mensaje que recibiste o contacta a tu asesor.',
    noAccess: 'No pudimos abrir tu solicitud. Intenta de nuevo en unos minutos.',
  },
  /** When the functions refuse to register an upload without a message of their own. */
  evidence: {
    refused: 'No pudimos registrar tu foto en tu solicitud. Tómala de nuevo y vuelve a enviarla.',
  },
  welcome: {
    greeting: (name: string) => (name ? `Hola, ${name}` : 'Hola'),
    intro:
      'Vamos a terminar tu solicitud de crédito desde tu celular. Te tomará unos minutos y te guiaremos en cada paso.',
    needs: 'Ten a la mano:',
    needsItems: [
      'Tu identificación oficial (INE).',
      'Tu celular con cámara y el número que registraste.',
      'Un lugar con buena luz.',
    ],
    signatureIntro:
      'Tu crédito fue validado. Revisa el resumen, acepta los términos y firma desde tu celular.',
    uniqueIntro: 'Bienvenido de nuevo. Continúa tu solicitud donde te quedaste.',
  },
  consent: {
    lead: 'Para validar tu identidad necesitamos tu autorización.',
    text: 'Autorizo que se consulten y verifiquen los datos de mi credencial para votar (INE) y mi fotografía ante el Instituto Nacional Electoral, únicamente para validar mi identidad en esta solicitud de crédito.',
    accept: 'Acepto que se verifique mi INE',
    mustAccept: 'Debes aceptar para continuar',
  },
  otp: {
    lead: (phone: string) =>
      phone
        ? `Enviamos un código de 6 dígitos por SMS a tu celular ${phone}.`
        : 'Enviamos un código de 6 dígitos por SMS a tu celular.',
    sendingCode: 'Enviando tu código…',
    label: 'Código de verificación',
    hint: 'Escribe los 6 dígitos que recibiste.',
    sixDigits: 'Ingresa los 6 dígitos del código',
    verify: 'Verificar código',
    verifying: 'Verificando…',
    resend: 'Reenviar código',
    resendIn: (s: number) => `Puedes pedir otro código en ${s} s`,
    noMoreSends: 'Ya no puedes pedir más códigos. Contacta a tu asesor.',
  },
  questionnaire: {
    lead: 'Contesta estas preguntas para confirmar que eres tú.',
    birthDate: '¿Cuál es tu fecha de nacimiento?',
    day: 'Día',
    month: 'Mes',
    year: 'Año',
    firstLastName: '¿Cuál es tu primer apellido?',
    wrong: (left: number) =>
      `Las respuestas no coinciden con tu solicitud. Te quedan ${left} intentos.`,
    blocked: 'No pudimos confirmar tu identidad. Contacta a tu asesor para continuar.',
    select: 'Selecciona',
  },
  recommendations: {
    lead: 'Para que tu foto salga bien:',
    items: [
      'Busca un lugar con buena luz, de preferencia de frente a una ventana.',
      'Quítate lentes, gorra o cubrebocas.',
      'Mira directo a la cámara y no te muevas al tomar la foto.',
      'Si tu celular pide permiso para usar la cámara, tócalo en “Permitir”.',
    ],
    ready: 'Estoy listo',
  },
  capture: {
    openCamera: 'Abrir cámara',
    take: 'Tomar foto',
    retake: 'Tomar otra',
    fileLabel: 'Foto de tu rostro (JPG)',
    cameraUnavailable: 'No pudimos abrir la cámara. Puedes subir una foto desde tu celular.',
    preview: 'Vista previa de tu foto',
    video: 'Cámara',
    photoRequired: 'Toma o sube tu foto',
    jpgOnly: 'Solo se permiten archivos JPG o JPEG',
  },
  lifeTest: {
    lead: 'Vamos a comprobar que estás presente. Mira a la cámara, sonríe y toma la foto.',
    send: 'Enviar prueba de vida',
  },
  biometric: {
    lead: 'Tómate una foto de tu rostro. La compararemos con la de tu INE.',
    send: 'Enviar validación',
    failedTitle: 'No se pudo enviar tu validación',
    failedBody: '¿Deseas reenviarla?',
    resend: 'Reenviar',
  },
  confirmation: {
    validating:
      'Estamos validando tu identidad. Esto puede tardar unos minutos; no cierres esta página.',
    /** docs/requirements.md §8. */
    executive: 'Espera un momento por favor, enseguida te atenderá un ejecutivo',
    sent: '¡Listo! Tu información fue enviada. Tu asesor te avisará cuando tu crédito avance.',
    /** docs/requirements.md §8: the documents-sent success message (its exact text is not shown). */
    documentsSent: 'Tus documentos se enviaron correctamente. Tu asesor los revisará.',
    rejected: 'No fue posible validar tu identidad. Contacta a tu asesor.',
    rejectedDocuments: 'Tu solicitud no pudo continuar por tus documentos. Contacta a tu asesor.',
    rejectedSignature: 'Rechazaste la firma de tu crédito. Si fue un error, contacta a tu asesor.',
    nothingToDo: 'Por ahora no tienes pasos pendientes. Tu asesor te avisará.',
  },
  documents: {
    lead: 'Tu asesor nos pidió que vuelvas a subir tu identificación. Usa fotos claras, en JPG.',
    front: 'Identificación oficial (frente)',
    back: 'Identificación oficial (reverso)',
    send: 'Enviar documentos',
    reason: 'Lo que tu asesor te pide corregir:',
  },
  summary: {
    lead: 'Revisa los datos de tu crédito.',
    product: 'Producto',
    amount: 'Monto del crédito',
    term: 'Plazo',
    months: (n: number) => `${n} ${n === 1 ? 'mes' : 'meses'}`,
    payment: 'Descuento mensual',
    tasa: 'Tasa de interés anual',
    cat: 'CAT (Costo Anual Total)',
    catNote: 'Sin IVA. Para fines informativos y de comparación.',
    deposit: 'Depósito en',
    clabe: (last: string) => `Cuenta CLABE terminación ${last}`,
    account: (last: string) => `Cuenta terminación ${last}`,
    window: 'Pago en ventanilla bancaria',
    cheque: 'Cheque',
    pensioner: 'Préstamo a cuenta de pensión IMSS',
    retiree: 'Préstamo para jubilados IMSS',
    notAvailable: 'No disponible',
    warning:
      'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios. Contratar créditos que exceden tu capacidad de pago afecta tu historial crediticio.',
  },
  terms: {
    lead: 'Lee los términos y condiciones de tu crédito.',
    body: [
      'El descuento mensual se aplicará directamente a tu pensión o nómina por el plazo pactado.',
      'El monto se depositará en la cuenta donde recibes tu pensión o en la forma de pago que elegiste.',
      'Puedes pagar por adelantado en cualquier momento sin penalización.',
      'Tus datos personales se tratan conforme a nuestro aviso de privacidad.',
    ],
    accept: 'He leído y acepto los términos y condiciones',
    mustAccept: 'Debes aceptar los términos y condiciones para continuar',
  },
  creditCircle: {
    lead: 'Autorización para consultar tu historial crediticio.',
    body: 'Autorizo expresamente a la institución para que lleve a cabo investigaciones sobre mi comportamiento crediticio en Círculo de Crédito, S.A. de C.V., Sociedad de Información Crediticia. Declaro que conozco la naturaleza y alcance de la información que se solicitará, del uso que se le dará y que se podrán realizar consultas periódicas de mi historial crediticio. Esta autorización tiene una vigencia de tres (3) años contados a partir de su expedición y en todo caso durante el tiempo que mantengamos relación jurídica.',
    accept: 'Autorizo la consulta a Círculo de Crédito',
    mustAccept: 'Debes autorizar la consulta para continuar',
  },
  signature: {
    lead: 'Firma con tu dedo dentro del recuadro, como en tu INE.',
    pad: 'Recuadro para firmar',
    clear: 'Borrar firma',
    save: 'Guardar firma',
    empty: 'Dibuja tu firma antes de guardar',
    failed: 'No pudimos guardar tu firma. Intenta de nuevo.',
    decline: 'No deseo firmar',
    declineTitle: '¿Seguro que no deseas firmar?',
    declineBody: 'Tu solicitud de crédito no continuará. Tu asesor será notificado.',
    declineConfirm: 'Sí, no deseo firmar',
  },
  download: {
    lead: '¡Tu crédito quedó firmado! Descarga tus documentos y guárdalos.',
    summaryFile: 'Resumen de tu crédito',
    download: (name: string) => `Descargar ${name}`,
    fileName: (folio: string) => `resumen-credito-${folio}.html`,
    letterFile: 'Carta libranza (PDF)',
    letterFileName: (folio: string) => `carta-libranza-${folio}.pdf`,
    letterError: 'No pudimos descargar tu carta libranza. Intenta de nuevo en unos minutos.',
    next: 'Tu asesor te avisará cuando se deposite tu crédito.',
    videoNext: 'Falta un paso: una breve videollamada con un ejecutivo para confirmar tu crédito.',
    toVideo: 'Continuar a la videollamada',
  },
  outbox: {
    lead: 'Mensajes SMS enviados por el simulador del gateway, del más reciente al más antiguo.',
    empty: 'Aún no hay mensajes.',
    phone: 'Teléfono',
    sentAt: 'Enviado',
    message: 'Mensaje',
    refreshing: 'Se actualiza automáticamente cada 3 segundos.',
    error: 'No se pudo leer la bandeja de SMS.',
  },
} as const;
