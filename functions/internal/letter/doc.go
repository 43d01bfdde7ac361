// Package letter is the carta libranza (letter of payroll deduction): the
// docs/requirements.md §5 rules of its two folios, the letter as a PDF
// rendered with go-pdf/fpdf (Helvetica in Windows-1252, text wrapped by
// glyph width, the customer's signature as a JPEG image;
// docs/adr/0032-carta-libranza-pdf-with-fpdf.md), and the Service that
// generates a folio's letter, registers it with the lender and renders the
// signed one for download (docs/adr/0063-one-clock-and-typed-letter-service.md).
// The Service reaches the database and the lender only through the
// interfaces it is given.
package letter
