/**
 * GENERATED from emulators/gateway/openapi.json by openapi-typescript
 * (`npm run gen:gateway -w web`). Do not edit: change the contract and run it again.
 */
export interface paths {
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Inicio de sesión de personal (promotor o administrativo). */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cierra la sesión: revoca el token y su token de renovación. */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Renueva el token principal con el token de renovación. Si el principal no está por vencer (más de 2 min), success false y 'Token principal sigue activo'. Rota el token de renovación. */
    post: operations['refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/customer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Token de cliente (tokenClient) para una liga de cliente; lo pide el backend tras validar la liga. */
    post: operations['customerToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/credits/getCreditsCustomeroICBSCSB': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Créditos vigentes del cliente (por CURP, RFC o NSS; al menos uno). Cliente desconocido: lista vacía. */
    post: operations['getCredits'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/quoter/obtainQuotation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cotiza por capacidad de pago: monto máximo por plazo (12–60 meses) de cada producto del convenio en la sucursal. internalCnca: sólo productos de CNCA interna; sin producto configurado → lista vacía. */
    post: operations['obtainQuotation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/quoter/obtainQuotationByAmountFilter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cotiza por monto: pago por plazo; term opcional filtra un plazo. */
    post: operations['obtainQuotationByAmount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/convenios/getDetail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Detalle de un convenio con sus productos. */
    post: operations['getAgreementDetail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sellers/branchesByPromotor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sucursales del promotor y bandera de bloqueo (booleano o la cadena 'true', según la persona). */
    post: operations['branchesByPromotor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agreement/getGroupListByBranch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Grupos de convenios de la sucursal (vacío si la sucursal está mal configurada). */
    post: operations['getGroupListByBranch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agreement/getConveniosByBranchGroupFilter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Convenios de un grupo en la sucursal; filter opcional (subcadena del nombre, sin distinguir mayúsculas). */
    post: operations['getConveniosByBranchGroupFilter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agreement/verifyBranchGroup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** ¿La sucursal tiene grupos y convenios bien configurados? Si no: configured false y el mensaje de docs/requirements.md §6. */
    post: operations['verifyBranchGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/agreement/getBranchActive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** ¿La sucursal está activa? Si no: active false y el mensaje de docs/requirements.md §6. */
    post: operations['getBranchActive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/customers/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Búsqueda de cliente por CURP, RFC, NSS o bpId del cliente (al menos uno; en ese orden): datos, lista UIF, boletinado, créditos y elegibilidad CNCA. */
    post: operations['searchCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sms/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Envía un SMS (queda en la bandeja /sms/outbox). Idempotente por Idempotency-Key: la misma llave devuelve la primera respuesta (el mismo messageId y la misma reference, con Idempotent-Replayed: true) sin un segundo SMS, aunque el mensaje sea otro; una llave ya usada con otro teléfono → 422 IDEMPOTENCY_KEY_REUSED. */
    post: operations['sendSms'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/email/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Envía un correo (texto plano): queda en la bandeja de mensajes de la consola (/__admin/outbox, emails); no se entrega a nadie. */
    post: operations['sendEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sms/outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Bandeja de SMS enviados, más reciente primero; para la página pública /smsTest (CORS). Sólo pide X-IBM-Client-Id. */
    get: operations['smsOutbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/otp/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Genera un OTP de 6 dígitos (vigencia 300 s, 3 intentos) y lo envía por SMS. */
    post: operations['sendOtp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/otp/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verifica un OTP. Código incorrecto: valid false y attemptsLeft. Un OTP válido se consume. */
    post: operations['verifyOtp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/biometrics/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Envía la validación biométrica. El proveedor simulado hace POST del resultado (según la persona: ACEPTADO por defecto) a callbackUrl tras un retraso corto (2 s por defecto; hasta 3 intentos). */
    post: operations['submitBiometric'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/biometrics/{biometricId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Estado de una validación biométrica. */
    get: operations['getBiometric'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/documents/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sube un documento de la solicitud, máx. 5 MB: la identificación oficial (un lado), fotos y firma en JPG/JPEG (image/jpeg, extensión .jpg o .jpeg, bytes JPEG); informe-prestamo, carta-libranza, otros y CUB en PDF o JPG/JPEG; video en MP4 o WebM. */
    post: operations['uploadDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/documents/{documentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Bytes del documento. */
    get: operations['getDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/documents/byFolio': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Documentos subidos de un folio. */
    post: operations['documentsByFolio'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cox/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Envía el expediente a COX. Idempotente por folio (duplicate true) y por Idempotency-Key: la misma llave devuelve la primera respuesta (el mismo comprobante o el mismo error, con Idempotent-Replayed: true) sin un segundo envío; una llave ya usada con otro folio → 422 IDEMPOTENCY_KEY_REUSED. Falla con 502 mientras el interruptor /__admin/cox esté activo, y en el primer envío de cada folio de la persona cox-falla (el reenvío pasa). El probankNumber de un folio no cambia entre intentos. Mientras /__admin/cox loseAnswer esté activo, COX registra el envío y la respuesta se pierde (502 sin cuerpo JSON, como un proxy sin respuesta). */
    post: operations['submitCox'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cox/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Dice si COX registró el folio y con qué probankNumber y coxId (booked false si nunca lo registró). Quien no recibió la respuesta de un envío pregunta aquí antes de enviar con una llave nueva. No la afecta /__admin/cox loseAnswer, que solo pierde las respuestas de /cox/submit. */
    post: operations['coxStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sipre/discharge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Baja en SIPRE de los créditos internos (CNCA) del cliente. Sólo de 8:00 a 21:30 hora del centro de México (reloj del simulador). E0004 baja total, E0005 parcial. */
    post: operations['sipreDischarge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cnca/eligibility': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Elegibilidad CNCA de un cliente: lista UIF, boletinado, créditos internos por dar de baja y último resultado biométrico (docs/requirements.md §5). Las funciones la consultan antes de pasar un folio CNCA de E0001 a E0002. */
    post: operations['cncaEligibility'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/salesforce/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Solicitudes de Salesforce asignadas al promotor. */
    post: operations['salesforceRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/salesforce/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ofertas de una solicitud de Salesforce. */
    post: operations['salesforceOffers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/video/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Crea una sesión de videollamada (vigencia 15 min): CALL_WAITING hasta que el cliente entra (join) y unos segundos más; luego el desenlace de la persona (curp) o el predeterminado (CALL_ENDS_SUCCESSFULLY). Sin entrar antes de expiresAt: EXPIRED_URL. */
    post: operations['createVideoSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/video/sessions/{sessionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Estado de una sesión de videollamada. */
    get: operations['getVideoSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/video/sessions/{sessionId}/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** El cliente entra a la sala: tras videoWait (3 s por defecto) la sesión toma su desenlace. Después de expiresAt: 410 EXPIRED_URL. */
    post: operations['joinVideoSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/video/recordings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Recibe el video que el cliente grabó en su navegador cuando la videollamada en vivo no fue posible (NO_EXECUTIVE_FOUND, OFFLINE_EXECUTIVE): WebM o MP4 (bytes del formato declarado), máx. 4 MB, de 1 a 30 s. Solo se guardan sus datos (docs/adr/0041-video-recording-in-the-browser.md). */
    post: operations['uploadVideoRecording'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/video/sdk.js': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** SDK de video simulado: define window.OppnpVideoSDK.start({baseUrl, clientId, deviceId, token, sessionId, onEvent}) que entra a la sesión, la consulta cada segundo y llama onEvent(status) en cada cambio hasta un estado final. Sin encabezados (se carga con <script>). */
    get: operations['videoSdk'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/letters/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Genera la carta libranza del folio (idempotente por folio). */
    post: operations['generateLetter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/letters/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cartas libranza generadas por un promotor (Mis cartas). */
    post: operations['listLetters'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Borra sesiones, SMS, OTP, biométricos, documentos, COX, cartas, fallas, reloj e interruptores. */
    post: operations['adminReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/faults': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Fallas activas. */
    get: operations['adminListFaults'];
    put?: never;
    /** Inyecta latencia y/o una falla en una ruta (las próximas count peticiones; 0 = hasta borrar). */
    post: operations['adminAddFault'];
    /** Quita todas las fallas. */
    delete: operations['adminClearFaults'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/cox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lo que COX tiene de un folio: submissions (envíos que llegaron con una llave nueva; las repeticiones de una llave no cuentan), booked, y coxId y probankNumber cuando lo registró. */
    get: operations['adminCoxFolio'];
    put?: never;
    /** Activa o desactiva las fallas de COX para todos los clientes: fail (COX rechaza, 502 COX_ERROR) y loseAnswer (COX registra el envío y la respuesta se pierde). Al menos uno de los dos. */
    post: operations['adminCox'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/clock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reloj del simulador. */
    get: operations['adminGetClock'];
    put?: never;
    /** Desfase del reloj del simulador en segundos (expiración de tokens, OTP, ligas de video, horario SIPRE). */
    post: operations['adminSetClock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/video': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Desenlace predeterminado de las videollamadas (cuando la persona no fija uno). */
    post: operations['adminVideoOutcome'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cambia en caliente las duraciones (0 o ausente = sin cambio). */
    post: operations['adminConfig'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Bandeja de mensajes de la consola: los SMS (igual que /sms/outbox, sin encabezados; ?phone=) y los correos (emails; ?to=). */
    get: operations['adminOutbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/personas/{username}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Una persona de personal con sus cambios en caliente. */
    get: operations['adminGetPersona'];
    put?: never;
    /** Cambia en caliente a una persona de personal: bloquea o desbloquea (promoterBlocked) y/o fija sus sucursales (branches). Lo ve la siguiente llamada a /sellers/branchesByPromotor; los campos ausentes conservan su valor. /__admin/reset y DELETE /__admin/personas lo deshacen. */
    post: operations['adminSetPersona'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/__admin/personas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Deshace los cambios en caliente de todas las personas. */
    delete: operations['adminResetPersonas'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      /** @description Código del gateway */
      code: string;
      /** @description Mensaje en español */
      message: string;
    };
    CoxError: {
      /** @enum {string} */
      code: 'COX_ERROR';
      message: string;
      probankNumber: string;
    };
    Seller: {
      bpId: string;
      name: string;
      email: string;
      username: string;
    };
    Branch: {
      /**
       * @description branchID de una sucursal
       * @example SUC-0101
       */
      branchID: string;
      name: string;
      /** @enum {string} */
      branchType: 'MOVIL' | 'OFFICE_TO' | 'ZFISCAL' | 'XXDEFAULT';
      city: string;
      active: boolean;
      /** @description false: la sucursal no tiene grupos con convenios (el mensaje de docs/requirements.md §6, como verifyBranchGroup) */
      configured: boolean;
    };
    Credit: {
      creditId: string;
      lender: string;
      product: string;
      balance: number;
      payment: number;
      remainingTerms: number;
      /** @description Crédito del mismo otorgante: transferible por CNCA */
      internal: boolean;
      settleable: boolean;
    };
    Customer: {
      bpId: string;
      /** @example SABC560626MDFLRN01 */
      curp: string;
      /** @example GODE561231GR8 */
      rfc: string;
      nss: string;
      firstName: string;
      lastName: string;
      secondLastName: string;
      birthDate: string;
      /** @enum {string} */
      gender: 'H' | 'F';
      /** @example 5512345601 */
      phone: string;
      email: string;
      clabe: string;
      pensioner: boolean;
    };
    Product: {
      productId: string;
      name: string;
      tasa: number;
      cat: number;
      minTerm: number;
      maxTerm: number;
      minAmount: number;
      maxAmount: number;
      internalCnca: boolean;
    };
    Agreement: {
      agreementId: string;
      name: string;
      groupId: string;
      institution: string;
      pensioner: boolean;
      products: components['schemas']['Product'][];
    };
    AgreementSummary: {
      agreementId: string;
      name: string;
      institution: string;
      pensioner: boolean;
    };
    Quotation: {
      productId: string;
      /** @description Los productos de pensionados dicen IMSS */
      productName: string;
      amount: number;
      term: number;
      payment: number;
      /** @description ≤ 2 decimales */
      tasa: number;
      /** @description ≤ 1 decimal */
      cat: number;
    };
    Quotations: {
      data: {
        quotations: components['schemas']['Quotation'][];
        /** @description 'No se encontraron los resultados' cuando la lista está vacía */
        message?: string;
      };
    };
    Sms: {
      messageId: string;
      /** @example 5512345601 */
      phone: string;
      message: string;
      /** Format: date-time */
      sentAt: string;
    };
    Outbox: {
      data: {
        messages: components['schemas']['Sms'][];
      };
    };
    Document: {
      documentId: string;
      folio: string;
      documentType: string;
      /** @enum {string} */
      side: 'front' | 'back';
      fileName: string;
      size: number;
      /** @enum {string} */
      contentType: 'image/jpeg' | 'application/pdf' | 'video/mp4' | 'video/webm';
    };
    Letter: {
      letterFolio: string;
      libranzaFolio: string;
      folio: string;
      promotorBP: string;
      /** @example SABC560626MDFLRN01 */
      curp: string;
      agreementId: string;
      amount: number;
      term: number;
      payment: number;
      cat: number;
      /** @enum {string} */
      status: 'GENERADA';
      /** Format: date-time */
      createdAt: string;
    };
    VideoSession: {
      sessionId: string;
      folio: string;
      url: string;
      /** @enum {string} */
      status:
        | 'CALL_WAITING'
        | 'NO_EXECUTIVE_FOUND'
        | 'CALL_ENDS_SUCCESSFULLY'
        | 'CALL_ENDS_SUCCESSFULLY_HB'
        | 'EXPIRED_URL'
        | 'OFFLINE_EXECUTIVE';
      /** Format: date-time */
      expiresAt: string;
    };
    Biometric: {
      biometricId: string;
      folio: string;
      /** @example SABC560626MDFLRN01 */
      curp: string;
      /** @enum {string} */
      status: 'EN_PROCESO' | 'ACEPTADO' | 'RECHAZADO' | 'PENDIENTE';
      score?: number;
      /** @enum {string} */
      callbackStatus: 'PENDIENTE_ENVIO' | 'ENTREGADO' | 'FALLIDO';
    };
    BiometricResult: {
      biometricId: string;
      folio: string;
      /** @example SABC560626MDFLRN01 */
      curp: string;
      /** @enum {string} */
      result: 'ACEPTADO' | 'RECHAZADO' | 'PENDIENTE';
      score: number;
      /** Format: date-time */
      resolvedAt: string;
    };
    SfRequest: {
      folioIt: string;
      promotorBP: string;
      /** @example SABC560626MDFLRN01 */
      curp: string;
      customerName: string;
      amount: number;
      status: string;
      /** Format: date-time */
      createdAt: string;
    };
    Offer: {
      offerId: string;
      productName: string;
      amount: number;
      term: number;
      payment: number;
      tasa: number;
      cat: number;
    };
    Fault: {
      /** @example /quoter/obtainQuotation */
      path: string;
      /** @description 0 = sólo latencia */
      status?: number;
      /** @description 0 = hasta borrar */
      count?: number;
      latencyMs?: number;
      code?: string;
      message?: string;
    };
    AdminPersona: {
      data: {
        persona: {
          username: string;
          bpId: string;
          promoterBlocked: boolean | string;
          branches: string[];
        };
      };
    };
    VideoRecording: {
      recordingId: string;
      folio: string;
      sessionId?: string;
      /** @enum {string} */
      status: 'ACCEPTED';
      contentType: string;
      size: number;
      durationMs: number;
    };
    Email: {
      messageId: string;
      to: string;
      subject: string;
      body: string;
      /** Format: date-time */
      sentAt: string;
    };
    AdminOutbox: {
      data: {
        messages: components['schemas']['Sms'][];
        emails: components['schemas']['Email'][];
      };
    };
  };
  responses: {
    /** @description Falta X-Device-Id (DEVICE_ID_REQUIRED), JSON inválido (BAD_REQUEST), applicationId distinto de OPPNP (APPLICATION_ID_INVALID) o falta un campo (FIELD_REQUIRED). */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Falta X-IBM-Client-Id (CLIENT_ID_REQUIRED) o el Bearer falta, es desconocido o expiró (TOKEN_INVALID, 'Token invalid or expired'). */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description X-IBM-Client-Id distinto del configurado (CLIENT_ID_INVALID). */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Recurso desconocido (…_NOT_FOUND). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Falla inyectada con /__admin/faults (cualquier estado, por defecto SIMULATED_FAULT). */
    Fault: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: {
    /** @description Id de cliente configurado (local: oppnp-local). */
    ClientId: string;
    /** @description Identificador del dispositivo. */
    DeviceId: string;
    /** @description Llave de idempotencia del envío (las funciones mandan {folio}-cox-{n}, n = número de envío del folio). Un reintento con la misma llave es seguro. */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  login: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "username": "promotor1",
         *       "password": "Demo.2026"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          username: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            tokenRefresh: string;
            /** @description segundos */
            tokenTTL: number;
            /** @description segundos */
            tokenRefreshTTL: number;
            data: {
              /** @description null para sindatos1 */
              dataSeller: {
                bpId: string;
                name: string;
                email: string;
                username: string;
              } | null;
              /** @enum {string} */
              code: 'OK';
              /**
               * @description Nombre del rol
               * @enum {string}
               */
              profile: 'Promotor' | 'Gerente' | 'Supervisor' | 'Auxiliar' | 'Sistema';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "channel": "OPPNP",
         *       "bp": "1000000001",
         *       "deviceId": "3f1c…"
         *     }
         */
        'application/json': {
          /** @example OPPNP */
          channel: string;
          bp: string;
          deviceId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              success: boolean;
              message: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  refresh: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "token": "rt_…",
         *       "deviceId": "3f1c…"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          /** @description El token de renovación */
          token?: string;
          /** @description Alias de token (así lo envía la guarda de rutas); uno de los dos es obligatorio */
          tokenRefresh?: string;
          deviceId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              success: boolean;
              token?: string;
              tokenRefresh?: string;
              tokenTTL?: number;
              tokenRefreshTTL?: number;
              /**
               * @example Token principal sigue activo
               * @example Token renovado
               */
              message: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      /** @description Token de renovación desconocido, ya usado o expirado (REFRESH_TOKEN_INVALID). */
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  customerToken: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "uuid": "6b0d2a9e-0000-4000-8000-000000000001",
         *       "deviceId": "3f1c…"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          uuid: string;
          deviceId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            tokenTTL: number;
            data: {
              uuid: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  getCredits: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "curp": "HECJ600305HPLRRS04"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          /** @example SABC560626MDFLRN01 */
          curp?: string;
          /** @example GODE561231GR8 */
          rfc?: string;
          nss?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              credits: components['schemas']['Credit'][];
              totalToSettle: number;
              cncaEligible: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  obtainQuotation: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "branchId": "SUC-0101",
         *       "agreementId": "CONV-IMSS-PEN",
         *       "paymentCapacity": 2500
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          /**
           * @description branchID de una sucursal
           * @example SUC-0101
           */
          branchId: string;
          agreementId: string;
          paymentCapacity: number;
          internalCnca?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Quotations'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  obtainQuotationByAmount: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "branchId": "SUC-0101",
         *       "agreementId": "CONV-IMSS-PEN",
         *       "amount": 50000,
         *       "term": 24
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          /**
           * @description branchID de una sucursal
           * @example SUC-0101
           */
          branchId: string;
          agreementId: string;
          amount: number;
          term?: number;
          internalCnca?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Quotations'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  getAgreementDetail: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "agreementId": "CONV-IMSS-PEN"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          agreementId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              agreement: components['schemas']['Agreement'];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  branchesByPromotor: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "promotorBP": "1000000001"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          promotorBP: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              promotorData: {
                promotorBP: string;
                name: string;
                promoterBlocked: boolean | string;
                sucursales: components['schemas']['Branch'][];
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  getGroupListByBranch: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "branchId": "SUC-0101"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          /**
           * @description branchID de una sucursal
           * @example SUC-0101
           */
          branchId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              groups: {
                groupId: string;
                name: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  getConveniosByBranchGroupFilter: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "branchId": "SUC-0101",
         *       "groupId": "G-IMSS",
         *       "filter": "pens"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          /**
           * @description branchID de una sucursal
           * @example SUC-0101
           */
          branchId: string;
          groupId: string;
          filter?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              convenios: components['schemas']['AgreementSummary'][];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  verifyBranchGroup: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "branchId": "SUC-0101"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          /**
           * @description branchID de una sucursal
           * @example SUC-0101
           */
          branchId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              branchId: string;
              configured: boolean;
              /** @example valida con tu coordinador el estatus de tu sucursal */
              message?: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  getBranchActive: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "branchId": "SUC-0101"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          /**
           * @description branchID de una sucursal
           * @example SUC-0101
           */
          branchId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              branchId: string;
              active: boolean;
              /** @example Por el momento la sucursal se encuentra inactiva... */
              message?: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  searchCustomer: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "curp": "SABC560626MDFLRN01"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          /** @example SABC560626MDFLRN01 */
          curp?: string;
          /** @example GODE561231GR8 */
          rfc?: string;
          nss?: string;
          /**
           * @description El bpId del cliente (pantalla /client/{bpId}).
           * @example 3000000004
           */
          bpId?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              customer: components['schemas']['Customer'];
              uif: boolean;
              bulletined: boolean;
              credits: components['schemas']['Credit'][];
              cncaEligible: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  sendSms: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
        /** @description Llave de idempotencia del SMS (las funciones mandan {folio}-sms-{transición} para el enlace de cada transición). Un reintento con la misma llave no envía un segundo SMS. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "phone": "5512345601",
         *       "message": "Continúa tu solicitud en https://…"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          /** @example 5512345601 */
          phone: string;
          message: string;
          /** @description Referencia del cliente (las funciones mandan el id del enlace del mensaje); se devuelve en la respuesta, y en la respuesta repetida de una llave es la del primer mensaje. */
          reference?: string;
        };
      };
    };
    responses: {
      /** @description Aceptado */
      202: {
        headers: {
          /** @description true cuando la respuesta repite la primera de su Idempotency-Key (no se envió otro SMS). */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              messageId: string;
              /** @enum {string} */
              status: 'ENVIADO';
              /** @description La reference del primer envío con esta llave (ausente si no la tuvo). */
              reference?: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description La Idempotency-Key ya se usó con otro teléfono (IDEMPOTENCY_KEY_REUSED). */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      default: components['responses']['Fault'];
    };
  };
  sendEmail: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "to": "cumplimiento@oppnp.test",
         *       "subject": "Aviso",
         *       "body": "Texto del aviso"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          /**
           * Format: email
           * @example cumplimiento@oppnp.test
           */
          to: string;
          subject: string;
          body: string;
        };
      };
    };
    responses: {
      /** @description Aceptado */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              messageId: string;
              /** @enum {string} */
              status: 'ENVIADO';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  smsOutbox: {
    parameters: {
      query?: {
        phone?: string;
      };
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Outbox'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  sendOtp: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "phone": "5512345601",
         *       "reference": "6b0d2a9e-0000-4000-8000-000000000001"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          /** @example 5512345601 */
          phone: string;
          /** @description folio o uuid de la liga */
          reference: string;
        };
      };
    };
    responses: {
      /** @description Enviado */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              otpId: string;
              expiresIn: number;
              attempts: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  verifyOtp: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "otpId": "otp-1",
         *       "code": "123456"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          otpId: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              valid: boolean;
              attemptsLeft: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description OTP expirado o ya usado (OTP_EXPIRED). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Intentos agotados (OTP_ATTEMPTS_EXCEEDED). */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      default: components['responses']['Fault'];
    };
  };
  submitBiometric: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "folio": "F-0001",
         *       "curp": "GODE561231MDFMZM01",
         *       "callbackUrl": "http://127.0.0.1:5001/demo-oppnp/us-central1/api/api/biometrics/callback"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          folio: string;
          /** @example SABC560626MDFLRN01 */
          curp: string;
          /** Format: uri */
          callbackUrl: string;
          /** @description opcional, base64 */
          selfie?: string;
        };
      };
    };
    responses: {
      /** @description En proceso */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              biometricId: string;
              /** @enum {string} */
              status: 'EN_PROCESO';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  getBiometric: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path: {
        biometricId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Biometric'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  uploadDocument: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          folio: string;
          /** @default ine */
          documentType?: string;
          /** @enum {string} */
          side: 'front' | 'back';
          file: string;
        };
      };
    };
    responses: {
      /** @description Creado */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Document'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description No es JPG/JPEG (DOCUMENT_TYPE_NOT_ALLOWED, 'Solo se permiten archivos JPG o JPEG'). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      default: components['responses']['Fault'];
    };
  };
  getDocument: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path: {
        documentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'application/pdf': string;
          'video/mp4': string;
          'video/webm': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  documentsByFolio: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "folio": "F-0001"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          folio: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              documents: components['schemas']['Document'][];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  submitCox: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
        /** @description Llave de idempotencia del envío (las funciones mandan {folio}-cox-{n}, n = número de envío del folio). Un reintento con la misma llave es seguro. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "folio": "F-0001",
         *       "curp": "HECJ600305HPLRRS04",
         *       "amount": 50000
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          folio: string;
          /** @example SABC560626MDFLRN01 */
          curp: string;
          probankNumber?: string;
          amount?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              coxId: string;
              folio: string;
              probankNumber: string;
              /** @enum {string} */
              status: 'RECIBIDO';
              duplicate: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description La Idempotency-Key ya se usó con otro folio (IDEMPOTENCY_KEY_REUSED). */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description COX rechazó o no respondió (COX_ERROR). */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CoxError'];
        };
      };
      default: components['responses']['Fault'];
    };
  };
  coxStatus: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "folio": "F-0001"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          folio: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              folio: string;
              booked: boolean;
              coxId?: string;
              probankNumber?: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  sipreDischarge: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "folio": "F-0002",
         *       "curp": "SABC560626MDFLRN01"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          folio: string;
          /** @example SABC560626MDFLRN01 */
          curp: string;
          creditIds?: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              dischargeId: string;
              folio: string;
              /** @enum {string} */
              code: 'E0004' | 'E0005';
              discharged: string[];
              pending: string[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description El cliente no tiene créditos internos para dar de baja (NO_INTERNAL_CREDITS). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Fuera del horario de SIPRE (SIPRE_OUT_OF_HOURS, 'algo salió mal... intenta más tarde'). */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      default: components['responses']['Fault'];
    };
  };
  cncaEligibility: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "curp": "SABC560626MDFLRN01"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          /** @example SABC560626MDFLRN01 */
          curp?: string;
          rfc?: string;
          nss?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              curp: string;
              uif: boolean;
              bulletined: boolean;
              internalCredits: string[];
              /** @enum {string} */
              biometric: 'ACEPTADO' | 'RECHAZADO' | 'PENDIENTE';
              eligible: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  salesforceRequests: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "promotorBP": "1000000001"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          promotorBP: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              requests: components['schemas']['SfRequest'][];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  salesforceOffers: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "folioIt": "SF-2026-0001"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          folioIt: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              folioIt: string;
              offers: components['schemas']['Offer'][];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  createVideoSession: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "folio": "F-0001",
         *       "uuid": "6b0d2a9e-0000-4000-8000-000000000001",
         *       "curp": "GODE561231MDFMZM01"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          folio: string;
          uuid?: string;
          /** @example SABC560626MDFLRN01 */
          curp?: string;
        };
      };
    };
    responses: {
      /** @description Creada */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoSession'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  getVideoSession: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoSession'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  joinVideoSession: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoSession'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description Liga vencida (EXPIRED_URL). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      default: components['responses']['Fault'];
    };
  };
  uploadVideoRecording: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          folio: string;
          /** @description La sesión de videollamada que no se pudo atender. */
          sessionId?: string;
          durationMs: number;
          /** @description video/webm o video/mp4 (Content-Type de la parte). */
          file: string;
        };
      };
    };
    responses: {
      /** @description Aceptado */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['VideoRecording'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description Más de 4 MB (FIELD_INVALID, 'El video excede 4 MB'). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No es WebM ni MP4 (VIDEO_TYPE_NOT_ALLOWED, 'Solo se aceptan videos WebM o MP4'). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Duración fuera de 1–30 s ('El video debe durar entre 1 y 30 segundos') o bytes que no son del formato declarado ('El video está vacío o dañado'); VIDEO_RECORDING_REJECTED. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      default: components['responses']['Fault'];
    };
  };
  videoSdk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description JavaScript */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/javascript': string;
        };
      };
    };
  };
  generateLetter: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "folio": "F-0003",
         *       "curp": "HECJ600305HPLRRS04",
         *       "agreementId": "CONV-IMSS-PEN",
         *       "amount": 50000,
         *       "term": 24,
         *       "payment": 2950.12,
         *       "cat": 48.7
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          folio: string;
          /** @example SABC560626MDFLRN01 */
          curp: string;
          agreementId: string;
          amount: number;
          term: number;
          payment: number;
          cat: number;
          /** @description Folio de la carta capturado (docs/requirements.md §5); si falta, el gateway emite uno. */
          letterFolio?: string;
          /** @description Folio libranza capturado (docs/requirements.md §5); si falta, el gateway emite uno. */
          libranzaFolio?: string;
          /** @description Promotor dueño de la carta cuando la registra una sesión de sistema; si falta, el de la sesión. */
          promotorBP?: string;
        };
      };
    };
    responses: {
      /** @description Creada */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Letter'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['Fault'];
    };
  };
  listLetters: {
    parameters: {
      query?: never;
      header: {
        /** @description Id de cliente configurado (local: oppnp-local). */
        'X-IBM-Client-Id': components['parameters']['ClientId'];
        /** @description Identificador del dispositivo. */
        'X-Device-Id': components['parameters']['DeviceId'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "applicationId": "OPPNP",
         *       "promotorBP": "1000000001"
         *     }
         */
        'application/json': {
          /**
           * @description Canal de la API; siempre OPPNP.
           * @enum {string}
           */
          applicationId: 'OPPNP';
          promotorBP: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              letters: components['schemas']['Letter'][];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['Fault'];
    };
  };
  adminReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Hecho */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  adminListFaults: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              faults: components['schemas']['Fault'][];
            };
          };
        };
      };
    };
  };
  adminAddFault: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "path": "/quoter/obtainQuotation",
         *       "status": 503,
         *       "count": 1,
         *       "latencyMs": 0
         *     }
         */
        'application/json': components['schemas']['Fault'];
      };
    };
    responses: {
      /** @description Hecho */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Cuerpo inválido (BAD_REQUEST). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminClearFaults: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Hecho */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  adminCoxFolio: {
    parameters: {
      query: {
        folio: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              folio: string;
              submissions: number;
              booked: boolean;
              coxId?: string;
              probankNumber?: string;
            };
          };
        };
      };
      /** @description Cuerpo inválido (BAD_REQUEST). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminCox: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "fail": true
         *     }
         */
        'application/json': {
          fail?: boolean;
          loseAnswer?: boolean;
        };
      };
    };
    responses: {
      /** @description Hecho */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Cuerpo inválido (BAD_REQUEST). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminGetClock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: date-time */
              now: string;
              offsetSeconds: number;
            };
          };
        };
      };
    };
  };
  adminSetClock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "at": "2026-11-23T03:45:00Z"
         *     }
         */
        'application/json': {
          offsetSeconds?: number;
          /**
           * Format: date-time
           * @description fija el reloj en este instante (tiene prioridad)
           */
          at?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: date-time */
              now: string;
              offsetSeconds: number;
            };
          };
        };
      };
      /** @description Cuerpo inválido (BAD_REQUEST). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminVideoOutcome: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "outcome": "NO_EXECUTIVE_FOUND"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          outcome:
            | 'NO_EXECUTIVE_FOUND'
            | 'CALL_ENDS_SUCCESSFULLY'
            | 'CALL_ENDS_SUCCESSFULLY_HB'
            | 'EXPIRED_URL'
            | 'OFFLINE_EXECUTIVE';
        };
      };
    };
    responses: {
      /** @description Hecho */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Cuerpo inválido (BAD_REQUEST). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "tokenTTL": 60,
         *       "tokenRefreshTTL": 120
         *     }
         */
        'application/json': {
          tokenTTL?: number;
          tokenRefreshTTL?: number;
          biometricDelayMs?: number;
          videoWaitMs?: number;
        };
      };
    };
    responses: {
      /** @description Hecho */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Cuerpo inválido (BAD_REQUEST). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminOutbox: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOutbox'];
        };
      };
    };
  };
  adminGetPersona: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example promotor1 */
        username: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description La persona con sus cambios aplicados. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPersona'];
        };
      };
      /** @description Persona desconocida (NOT_FOUND). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminSetPersona: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example promotor1 */
        username: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "promoterBlocked": true,
         *       "branches": [
         *         "SUC-0101"
         *       ]
         *     }
         */
        'application/json': {
          promoterBlocked?: boolean | ('true' | 'false');
          branches?: string[];
        };
      };
    };
    responses: {
      /** @description La persona con sus cambios aplicados. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPersona'];
        };
      };
      /** @description Cuerpo inválido (BAD_REQUEST). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Persona desconocida (NOT_FOUND). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminResetPersonas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Hecho */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
