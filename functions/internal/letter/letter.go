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
	for _, s := range []string{l.RequestID, l.CustomerName, l.Curp, l.Agreement, l.Product, l.LibranzaFolio} {
		if r, ok := printable(s); !ok {
			return fmt.Errorf("%w: %q", ErrUnprintable, r)
		}
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
	return fmt.Sprintf("Por medio de la presente autorizo a la institución pagadora (“la Pagadora”) a descontar de mi pago "+
		"mensual la cantidad de %s durante %d meses, para el pago del crédito por %s con un CAT de %s, "+
		"identificado con el folio libranza %s.", MXN(l.MonthlyDiscount), l.Term, MXN(l.Amount), Percent(l.Cat), l.LibranzaFolio)
}

// currencyNote states the currency of every amount in the letter.
const currencyNote = "Todas las cantidades de esta carta están expresadas en pesos mexicanos (MXN) — no en dólares (USD) ni en euros (€)."
