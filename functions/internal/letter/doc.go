// Package letter is the carta libranza (letter of payroll deduction): the
// docs/requirements.md §5 rules of its two folios and the letter as a PDF, rendered with
// go-pdf/fpdf (Helvetica in Windows-1252, text wrapped by glyph width, the
// customer's signature as a JPEG image; docs/adr/0032-carta-libranza-pdf-with-fpdf.md).
// It does no I/O: callers pass the data and get bytes.
package letter
