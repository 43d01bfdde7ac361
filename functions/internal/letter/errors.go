package letter

import (
	"errors"

	"oppnp/functions/internal/refusal"
)

// ErrLetterFolio is returned for a letter folio that is not 13 digits or
// hyphens (docs/requirements.md §5 letterFolioValidation). The folio messages are the
// SPA's own (web/src/copy/es.ts validation.letterFolio and libranzaFolio).
var ErrLetterFolio = refusal.New("letter: letter folio must be 13 digits or hyphens", 400, "LETTER_FOLIO_INVALID",
	"El folio debe tener 13 caracteres, solo números y guiones")

// ErrLibranzaFolio is returned for a libranza folio with spaces or shorter
// than 12 characters (docs/requirements.md §5).
var ErrLibranzaFolio = refusal.New("letter: libranza folio must have no spaces and at least 12 characters", 400, "LIBRANZA_FOLIO_INVALID",
	"El folio debe tener al menos 12 caracteres y sin espacios")

// ErrSignature is returned when the signature is missing or not a PNG or
// JPEG image.
var ErrSignature = refusal.New("letter: signature must be a PNG or JPEG image", 400, "SIGNATURE_INVALID",
	"Captura la firma del cliente")

// ErrIncomplete is returned when the letter lacks its customer, amount,
// discount, term or CAT.
var ErrIncomplete = refusal.New("letter: incomplete letter data", 409, "LETTER_INCOMPLETE",
	"La solicitud no tiene la cotización completa para generar la carta.")

// ErrNotLetterStep is returned when the folio is not at the letterLibranza
// status, the only one at which its letter may be generated.
var ErrNotLetterStep = refusal.New("letter: folio not at the letter step", 409, "NOT_LETTER_STEP",
	"La solicitud no está en el paso de carta libranza.")

// ErrNotGenerated is returned when the folio's letter has not been
// generated yet (no folios or no stored signature).
var ErrNotGenerated = refusal.New("letter: letter not generated", 404, "LETTER_NOT_FOUND",
	"La carta libranza de esta solicitud aún no se ha generado.")

// ErrAltered is returned when a signed letter no longer renders to the
// bytes whose SHA-256 was stored at signing: a 500, since the stored letter
// itself is wrong, not the request.
var ErrAltered = refusal.New("letter: signed letter does not match its stored hash", 500, "LETTER_ALTERED",
	"La carta libranza firmada no coincide con la registrada. Contacta a soporte.")

// ErrUnprintable is returned for letter text with a character the letter's
// font cannot print (outside Windows-1252, docs/adr/0032-carta-libranza-pdf-with-fpdf.md).
var ErrUnprintable = refusal.New("letter: text has a character the letter's font cannot print", 409, "LETTER_UNPRINTABLE",
	"Los datos del cliente tienen caracteres que la carta libranza no puede imprimir; revisa el nombre y la CURP.")

// ErrRender is returned when the PDF library fails to write the letter (an
// internal error: it carries no answer of its own).
var ErrRender = errors.New("letter: PDF rendering failed")

// ErrRegistration wraps the gateway's refusal or failure to register a
// letter (/letters/generate); the gateway's error, wrapped beside it, is
// what the caller is answered (its code and message, or CONNECTION_ERROR).
var ErrRegistration = errors.New("letter: cannot register the letter")

// ErrStoredSignature wraps ErrAltered when a signed letter's stored
// signature cannot be decoded: the stored letter is wrong, not the request.
var ErrStoredSignature = errors.New("letter: stored letter signature unreadable")
