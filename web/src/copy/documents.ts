/** The document catalogue's screens (docs/adr/0054-document-catalogue.md): annexes and the desk's list. */
export const documents = {
  annexesTitle: 'Documentos adicionales',
  annexesLead:
    'Si te pidieron otros documentos, súbelos aquí antes de enviar tu identificación. Cada tipo indica sus formatos y cuántos archivos acepta.',
  formats: (formats: string, maxMb: number) =>
    `Formatos: ${formats}. Máximo ${maxMb} MB por archivo.`,
  count: (n: number, max: number) => `${n} de ${max} archivos`,
  required: 'Obligatorio',
  upload: 'Subir documento',
  uploading: 'Subiendo…',
  uploaded: (name: string) => `${name}: registrado`,
  full: 'Ya se registró el número máximo de documentos de este tipo.',
  fileRequired: 'Adjunta el documento',
  fileOne: 'Adjunta solo un archivo',
  fileFormat: (formats: string) => `Solo se permiten archivos ${formats}`,
  fileSize: (maxMb: number) => `El archivo excede ${maxMb} MB`,
  refused: 'No se pudo registrar el documento. Vuelve a intentarlo.',
  missingRequired: (names: string) => `Faltan documentos obligatorios: ${names}.`,
  deskTitle: 'Documentos del expediente',
  deskEmpty: 'La solicitud no tiene documentos adicionales registrados.',
  openPdf: (name: string) => `Abrir ${name} (PDF)`,
  download: (name: string) => `Descargar ${name}`,
  /** The desk's move to validation when the functions have not found every required one yet. */
  missingSome: 'Faltan documentos obligatorios.',
} as const;
