package letter

import "errors"

// ErrLetterFolio is returned for a letter folio that is not 13 digits or
// hyphens (SPEC §5 letterFolioValidation).
var ErrLetterFolio = errors.New("letter: letter folio must be 13 digits or hyphens")

// ErrLibranzaFolio is returned for a libranza folio with spaces or shorter
// than 12 characters (SPEC §5).
var ErrLibranzaFolio = errors.New("letter: libranza folio must have no spaces and at least 12 characters")

// ErrSignature is returned when the signature is missing or not a PNG or
// JPEG image.
var ErrSignature = errors.New("letter: signature must be a PNG or JPEG image")

// ErrIncomplete is returned when the letter lacks its customer, amount,
// discount, term or CAT.
var ErrIncomplete = errors.New("letter: incomplete letter data")

// ErrNotLetterStep is returned when the folio is not at the letterLibranza
// status, the only one at which its letter may be generated.
var ErrNotLetterStep = errors.New("letter: folio not at the letter step")

// ErrNotGenerated is returned when the folio's letter has not been
// generated yet (no folios or no stored signature).
var ErrNotGenerated = errors.New("letter: letter not generated")

// ErrAltered is returned when a signed letter no longer renders to the
// bytes whose SHA-256 was stored at signing.
var ErrAltered = errors.New("letter: signed letter does not match its stored hash")

// ErrUnprintable is returned for letter text with a character the letter's
// font cannot print (outside Windows-1252, docs/adr/0032-carta-libranza-pdf-with-fpdf.md).
var ErrUnprintable = errors.New("letter: text has a character the letter's font cannot print")

// ErrRender is returned when the PDF library fails to write the letter.
var ErrRender = errors.New("letter: PDF rendering failed")
