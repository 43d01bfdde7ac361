package letter

import (
	"bytes"
	"fmt"
	"time"

	"github.com/go-pdf/fpdf"
)

// Page geometry in points: US Letter with one-inch side margins.
const (
	margin     = 72.0
	pageHeight = 792.0
	sigW, sigH = 220.0, 90.0 // the box the signature is scaled into
)

// PDF renders the letter as a one-page, letter-size PDF with go-pdf/fpdf
// (docs/adr/0032-carta-libranza-pdf-with-fpdf.md). The same letter always
// renders the same bytes: a signed letter is checked against its SHA-256
// (frozen.go), so nothing in the file may depend on the clock or chance.
func (l *Letter) PDF() ([]byte, error) {
	if err := l.Validate(); err != nil {
		return nil, err
	}
	sig, cfg, err := signatureJPEG(l.Signature)
	if err != nil {
		return nil, err
	}
	// The day shown, at midnight UTC: the signing clock's hour and zone
	// are not in the frozen data, so they must not reach the file.
	day := time.Date(l.Date.Year(), l.Date.Month(), l.Date.Day(), 0, 0, 0, 0, time.UTC)
	p := fpdf.New("P", "pt", "Letter", "")
	p.SetCreationDate(day)
	p.SetModificationDate(day)
	p.SetCatalogSort(true) // fonts and images in a fixed order, not map order
	// Uncompressed, so the values are plain text in the file (ADR 0014).
	p.SetCompression(false)
	// A fixed producer: fpdf's default names its version, and a version
	// bump alone would then change every signed letter's bytes.
	p.SetProducer("OPPNP carta libranza", false)
	p.SetTitle("Carta libranza "+l.LetterFolio, false)
	p.SetMargins(margin, 54, margin)
	p.SetAutoPageBreak(true, margin)
	tr := p.UnicodeTranslatorFromDescriptor("") // cp1252, the core fonts' encoding
	p.AddPage()

	p.SetFont("Helvetica", "B", 18)
	p.MultiCell(0, 24, tr("Carta libranza"), "", "L", false)
	p.Ln(8)
	p.SetFont("Helvetica", "", 11)
	for _, s := range l.Lines() {
		p.MultiCell(0, 17, tr(s), "", "L", false)
	}
	p.Ln(10)
	p.SetFont("Helvetica", "", 10)
	p.MultiCell(0, 14, tr(l.authorization()), "", "L", false)
	p.Ln(4)
	p.MultiCell(0, 14, tr(currencyNote), "", "L", false)

	// The signature, scaled into its box, above its line; kept on one page
	// with the line and the name under it.
	w, h := sigW, sigW*float64(cfg.Height)/float64(max(cfg.Width, 1))
	if h > sigH {
		w, h = w*sigH/h, sigH
	}
	y := p.GetY() + 20
	if y+h+40 > pageHeight-margin {
		p.AddPage()
		y = p.GetY()
	}
	opt := fpdf.ImageOptions{ImageType: "JPG"}
	p.RegisterImageOptionsReader("firma", opt, bytes.NewReader(sig))
	p.ImageOptions("firma", margin, y, w, h, false, opt, 0, "")
	y += h + 6
	p.SetLineWidth(0.5)
	p.Line(margin, y, margin+sigW, y)
	p.SetXY(margin, y+4)
	p.MultiCell(0, 14, tr("Firma del cliente: "+l.CustomerName), "", "L", false)

	var out bytes.Buffer
	if err := p.Output(&out); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrRender, err)
	}
	return out.Bytes(), nil
}
