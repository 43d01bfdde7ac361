/**
 * Spanish (es-MX) strings of the customer's video call (/folio/{uuid}/bienvenida-video,
 * recomendaciones-video, videollamada, confirmacion-video): plain language for pensioners on a
 * phone. docs/requirements.md §8 messages are copied exactly; every call outcome (docs/requirements.md §4) and call error code
 * (docs/requirements.md §8) has its message here.
 */

export const video = {
  brand: 'Tu solicitud de crédito',
  titleWithStep: (x: number, y: number, title: string) => `Paso ${x} de ${y}: ${title}`,
  loading: 'Cargando tu solicitud…',
  retry: 'Intentar de nuevo',
  start: 'Comenzar',
  ready: 'Estoy listo',
  link: {
    /** docs/requirements.md §8, the video call link. */
    used: 'Esta liga ya ha sido utilizada...contacta a tu asesor',
    noAccess: 'No pudimos abrir tu solicitud. Intenta de nuevo en unos minutos.',
    invalid: 'Esta liga no es válida. Verifica el mensaje que recibiste o contacta a tu asesor.',
    /** Action 4 (firma y video) before the customer signed. */
    signFirst: 'Antes de tu videollamada necesitas firmar tu solicitud.',
    goSign: 'Ir a firmar mi solicitud',
    notReady: 'Tu solicitud todavía no está lista para la videollamada. Contacta a tu asesor.',
  },
  welcome: {
    greeting: (name: string) => (name ? `Hola, ${name}` : 'Hola'),
    intro:
      'Para terminar tu solicitud platicarás unos minutos por video con un ejecutivo. Él confirmará tus datos y resolverá tus dudas.',
    needs: 'Ten a la mano:',
    needsItems: [
      'Tu identificación oficial (INE).',
      'Tu celular con cámara, micrófono y conexión a internet.',
    ],
  },
  recommendations: {
    lead: 'Antes de empezar:',
    items: [
      'Busca un lugar tranquilo, con buena luz y sin ruido.',
      'Permite el uso de la cámara, el micrófono y la ubicación cuando tu celular te lo pida.',
      'Cierra otras aplicaciones que usen la cámara.',
      'No cierres esta página durante la llamada.',
    ],
  },
  call: {
    preparing: 'Preparando tu videollamada…',
    /** docs/requirements.md §8, while the call waits for an executive. */
    waiting: 'Espera un momento por favor, enseguida te atenderá un ejecutivo',
    checking: 'Revisando el resultado de tu videollamada…',
    sdkFailed:
      'No pudimos cargar la videollamada. Revisa tu conexión a internet e intenta de nuevo.',
    unexpected: 'Ocurrió un error en la videollamada. Intenta de nuevo en unos minutos.',
  },
  /** docs/requirements.md §4 call outcomes. */
  outcomes: {
    CALL_WAITING: 'Espera un momento por favor, enseguida te atenderá un ejecutivo',
    NO_EXECUTIVE_FOUND:
      'No hay ejecutivos disponibles en este momento. Intenta de nuevo en unos minutos.',
    OFFLINE_EXECUTIVE: 'El ejecutivo se desconectó. Intenta de nuevo en unos minutos.',
    EXPIRED_URL:
      'La liga de tu videollamada ha expirado. Contacta a tu asesor para que te envíe una nueva.',
    CALL_ENDS_SUCCESSFULLY: 'Tu videollamada terminó con éxito. Gracias.',
    CALL_ENDS_SUCCESSFULLY_HB: 'Tu videollamada terminó con éxito. Gracias.',
    other: 'La videollamada no pudo completarse. Intenta de nuevo en unos minutos.',
  },
  /** docs/requirements.md §8 call error codes. */
  errors: {
    BROWSER_NOT_SUPPORTED:
      'Tu navegador no permite videollamadas. Abre la liga en Chrome o Safari actualizados.',
    BROWSER_WITHOUT_PERMISSIONS:
      'Tu navegador tiene bloqueado el uso de la cámara o el micrófono. Actívalos en la configuración del navegador e intenta de nuevo.',
    USER_DID_NOT_GIVE_PERMISSIONS:
      'Necesitamos permiso para usar tu cámara y tu micrófono. Acepta el permiso cuando tu celular te lo pida e intenta de nuevo.',
    RESOURCES_IN_USE_PER_APPLICATION:
      'Otra aplicación está usando tu cámara o tu micrófono. Ciérrala e intenta de nuevo.',
    GEOLOCATION_DISABLED:
      'Necesitamos tu ubicación para la videollamada. Activa la ubicación de tu celular e intenta de nuevo.',
    DEVICE_IS_NOT_A_MOBILE:
      'La videollamada solo puede hacerse desde un celular. Abre la liga en tu celular.',
    THERE_IS_NO_INTERNET_CONECTION:
      'No tienes conexión a internet. Revisa tu conexión e intenta de nuevo.',
    EXPIRED_URL:
      'La liga de tu videollamada ha expirado. Contacta a tu asesor para que te envíe una nueva.',
    URL_EXPIRED:
      'La liga de tu videollamada ha expirado. Contacta a tu asesor para que te envíe una nueva.',
    EXPIRED_SESSION:
      'Tu sesión de videollamada expiró. Intenta de nuevo o contacta a tu asesor para que te envíe una nueva liga.',
  },
  /** The video the customer records when no executive can take the call (ADR 0041). */
  recording: {
    offer:
      'Si prefieres, puedes grabar un video corto en lugar de esperar a un ejecutivo. Tu asesor lo revisará.',
    open: 'Grabar un video',
    title: 'Graba tu video',
    instructions: [
      'Mira a la cámara, con tu rostro descubierto y buena luz.',
      'Di tu nombre completo y que aceptas tu crédito.',
      'El video dura como máximo 30 segundos.',
    ],
    start: 'Comenzar a grabar',
    starting: 'Abriendo tu cámara…',
    stop: 'Terminar grabación',
    recording: (s: number) => `Grabando… ${s} s de 30`,
    preview: 'Revisa tu video antes de enviarlo.',
    send: 'Enviar video',
    sending: 'Enviando tu video…',
    again: 'Grabar de nuevo',
    tooShort: 'Tu video debe durar al menos 1 segundo. Grábalo de nuevo.',
    tooLarge: 'Tu video es demasiado grande. Grábalo de nuevo, más corto.',
    liveLabel: 'Vista de tu cámara',
    previewLabel: 'Tu video grabado',
    errors: {
      denied:
        'No diste permiso para usar tu cámara y tu micrófono. Actívalos en la configuración de tu navegador e intenta de nuevo.',
      noCamera: 'No encontramos una cámara en tu dispositivo. Usa un celular con cámara.',
      inUse: 'Otra aplicación está usando tu cámara o tu micrófono. Ciérrala e intenta de nuevo.',
      unsupported:
        'Tu navegador no permite grabar video. Abre la liga en Chrome o Safari actualizados.',
      failed: 'No pudimos grabar tu video. Intenta de nuevo.',
      upload: 'No pudimos enviar tu video. Revisa tu conexión e intenta de nuevo.',
    },
  },
  /** /testing/twilio: the call's checks without a folio (docs/routes.md). */
  test: {
    intro:
      'Prueba tu celular para la videollamada: revisamos tu navegador y tus permisos, cargamos el componente de video y mostramos tu cámara. No se inicia ninguna llamada.',
    checks: 'Revisión del dispositivo',
    run: 'Iniciar prueba',
    running: 'Probando…',
    preflightOk: 'Tu navegador y tus permisos están listos.',
    sdkOk: 'El componente de video cargó correctamente.',
    camera: 'Probar mi cámara',
    cameraOk: 'Tu cámara funciona.',
    stopCamera: 'Apagar cámara',
  },
  confirmation: {
    recorded: 'Recibimos tu video. Gracias.',
    done: 'Tu videollamada terminó con éxito. Gracias.',
    next: 'Tu solicitud continúa en proceso. Tu asesor te avisará cuando se deposite tu crédito.',
    pending: 'Tu videollamada aún no termina.',
    backToCall: 'Ir a mi videollamada',
  },
} as const;

export type CallOutcome = Exclude<keyof typeof video.outcomes, 'other'>;
export type CallErrorCode = keyof typeof video.errors;
export type RecordingErrorCode = keyof typeof video.recording.errors;
