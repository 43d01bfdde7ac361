package letter

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"math"
	"strconv"
	"strings"
	"time"
)

// Letter is what a carta libranza states.
type Letter struct {
	RequestID       string
	CustomerName    string
	Curp            string
	Agreement       string
	Product         string
	Amount          float64 // the credit's amount, MXN
	MonthlyDiscount float64 // the payroll deduction per month, MXN
	Term            int     // months
	Cat             float64 // percent
	LetterFolio     string
	LibranzaFolio   string
	Date            time.Time // shown in its own location
	// Signature is the customer's signature, PNG or JPEG; it is embedded as
	// a JPEG image.
	Signature []byte
}

// Validate checks the folios (docs/requirements.md §5) and that the letter has its values.
func (l *Letter) Validate() error {
	if err := ValidateLetterFolio(l.LetterFolio); err != nil {
		return err
	}
	if err := ValidateLibranzaFolio(l.LibranzaFolio); err != nil {
		return err
	}
	if strings.TrimSpace(l.CustomerName) == "" || l.Amount <= 0 || l.MonthlyDiscount <= 0 || l.Term <= 0 || l.Cat <= 0 {
		return ErrIncomplete
	}
	return nil
}

var months = [...]string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
	"agosto", "septiembre", "octubre", "noviembre", "diciembre"}

// SpanishDate is "23 de noviembre de 2026" (docs/requirements.md §9: month names in Spanish).
func SpanishDate(t time.Time) string {
	return fmt.Sprintf("%d de %s de %d", t.Day(), months[t.Month()-1], t.Year())
}

// MXN formats an amount as Mexican pesos: "$1,234.50".
func MXN(v float64) string {
	cents := int64(math.Round(math.Abs(v) * 100))
	whole := strconv.FormatInt(cents/100, 10)
	var b strings.Builder
	if v < 0 && cents != 0 {
		b.WriteByte('-')
	}
	b.WriteByte('$')
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	fmt.Fprintf(&b, ".%02d", cents%100)
	return b.String()
}

// Percent formats the CAT with one decimal: "48.7 %".
func Percent(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + " %" }

// signatureJPEG returns the signature as JPEG bytes with its size: a JPEG
// is kept as it is; a PNG is flattened on white (docs/requirements.md §9: white background)
// and re-encoded.
func signatureJPEG(b []byte) ([]byte, image.Config, error) {
	if cfg, err := jpeg.DecodeConfig(bytes.NewReader(b)); err == nil {
		if cfg.ColorModel != color.YCbCrModel && cfg.ColorModel != color.GrayModel {
			return nil, cfg, fmt.Errorf("%w: CMYK JPEG", ErrSignature)
		}
		return b, cfg, nil
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, image.Config{}, fmt.Errorf("%w: %v", ErrSignature, err)
	}
	flat := image.NewRGBA(img.Bounds())
	draw.Draw(flat, flat.Bounds(), image.White, image.Point{}, draw.Src)
	draw.Draw(flat, flat.Bounds(), img, img.Bounds().Min, draw.Over)
	var out bytes.Buffer
	if err := jpeg.Encode(&out, flat, &jpeg.Options{Quality: 90}); err != nil {
		return nil, image.Config{}, fmt.Errorf("%w: %v", ErrSignature, err)
	}
	return out.Bytes(), image.Config{ColorModel: color.YCbCrModel, Width: flat.Bounds().Dx(), Height: flat.Bounds().Dy()}, nil
}

// Lines are the letter's text lines, in order, as the PDF shows them.
func (l *Letter) Lines() []string {
	lines := []string{
		"Fecha: " + SpanishDate(l.Date),
		"Folio de la carta: " + l.LetterFolio,
		"Folio libranza: " + l.LibranzaFolio,
		"Folio de solicitud: " + l.RequestID,
		"Cliente: " + l.CustomerName,
		"CURP: " + l.Curp,
	}
	if l.Agreement != "" {
		lines = append(lines, "Convenio: "+l.Agreement)
	}
	if l.Product != "" {
		lines = append(lines, "Producto: "+l.Product)
	}
	return append(lines,
		"Monto del crédito: "+MXN(l.Amount),
		"Descuento mensual: "+MXN(l.MonthlyDiscount),
		"Plazo: "+strconv.Itoa(l.Term)+" meses",
		"CAT: "+Percent(l.Cat),
	)
}

// authorization is the letter's body text.
func (l *Letter) authorization() string {
	return fmt.Sprintf("Por medio de la presente autorizo a la institución pagadora a descontar de mi pago "+
		"mensual la cantidad de %s durante %d meses, para el pago del crédito por %s con un CAT de %s, "+
		"identificado con el folio libranza %s.", MXN(l.MonthlyDiscount), l.Term, MXN(l.Amount), Percent(l.Cat), l.LibranzaFolio)
}

// PDF renders the letter as a one-page, letter-size PDF.
func (l *Letter) PDF() ([]byte, error) {
	if err := l.Validate(); err != nil {
		return nil, err
	}
	sig, cfg, err := signatureJPEG(l.Signature)
	if err != nil {
		return nil, err
	}
	var p pdf
	catalog, pages, pageObj := p.reserve(), p.reserve(), p.reserve()
	regular := p.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
	bold := p.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
	space := "/DeviceRGB"
	if cfg.ColorModel == color.GrayModel {
		space = "/DeviceGray"
	}
	img := p.reserve()
	p.set(img, stream(fmt.Sprintf("/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace %s "+
		"/BitsPerComponent 8 /Filter /DCTDecode", cfg.Width, cfg.Height, space), sig))

	var pg page
	y := 730.0
	pg.text("F2", 18, 72, y, "Carta libranza")
	y -= 30
	for _, s := range l.Lines() {
		pg.text("F1", 11, 72, y, s)
		y -= 17
	}
	y -= 10
	for _, s := range wrap(l.authorization(), 95) {
		pg.text("F1", 10, 72, y, s)
		y -= 14
	}
	// The signature, scaled into a 220 × 90 box, above its line.
	w, h := 220.0, 220.0*float64(cfg.Height)/float64(max(cfg.Width, 1))
	if h > 90 {
		w, h = w*90/h, 90
	}
	y -= 20 + h
	pg.image("Im1", 72, y, w, h)
	y -= 6
	pg.line(72, y, 292, y)
	pg.text("F1", 10, 72, y-14, "Firma del cliente: "+l.CustomerName)
	content := p.reserve()
	p.set(content, stream("", pg.b.Bytes()))

	p.set(catalog, []byte(fmt.Sprintf("<< /Type /Catalog /Pages %d 0 R >>", pages)))
	p.set(pages, []byte(fmt.Sprintf("<< /Type /Pages /Kids [%d 0 R] /Count 1 >>", pageObj)))
	p.set(pageObj, []byte(fmt.Sprintf("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] "+
		"/Resources << /Font << /F1 %d 0 R /F2 %d 0 R >> /XObject << /Im1 %d 0 R >> >> /Contents %d 0 R >>",
		pages, regular, bold, img, content)))
	return p.bytes(catalog), nil
}
