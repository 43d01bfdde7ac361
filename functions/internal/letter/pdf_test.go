package letter_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"oppnp/functions/internal/letter"
)

// pdftotext reads b with poppler's pdftotext, an independent PDF reader
// (apt: poppler-utils), with extra options such as -layout or -bbox.
func pdftotext(t *testing.T, b []byte, opts ...string) string {
	t.Helper()
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Fatal("pdftotext not installed: apt-get install -y poppler-utils (.ci/run does)")
	}
	in := filepath.Join(t.TempDir(), "carta.pdf")
	if err := os.WriteFile(in, b, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, append(append([]string{"-enc", "UTF-8"}, opts...), in, "-")...).CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	if bytes.Contains(out, []byte("Syntax Error")) {
		t.Errorf("pdftotext reported errors:\n%s", out)
	}
	return string(out)
}

// TestLetter_PDF_Pdftotext checks that the Spanish letters and the
// Windows-1252 punctuation (€, —, curly quotes) print as themselves, not
// as '?' or '.'.
func TestLetter_PDF_Pdftotext(t *testing.T) {
	l := sample(t)
	l.CustomerName = "Begoña Güemes Hernández"
	b, err := l.PDF()
	if err != nil {
		t.Fatal(err)
	}
	out := pdftotext(t, b)
	want := append([]string{"Begoña Güemes Hernández", "Crédito", "ñ", "á", "é", "ü", "€", "—", "“", "”",
		"Monto del crédito: $50,000.00", "Descuento mensual: $2,950.12", "Plazo: 24 meses", "CAT: 48.7 %"},
		wantTexts[1:]...)
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("pdftotext output lacks %q:\n%s", w, out)
		}
	}
}

var word = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)</word>`)

// TestLetter_PDF_Wraps checks a name too long for one line: it is wrapped
// by glyph width, so every word stays inside the one-inch margins of the
// 612-point page. Capitals are wide: a character-count wrap would overflow.
func TestLetter_PDF_Wraps(t *testing.T) {
	l := sample(t)
	l.CustomerName = "MAXIMILIANO WENCESLAO MONTEMAYOR MÚÑOZ WOLFGANG MENDOZA MARTÍNEZ WILLIAMS"
	b, err := l.PDF()
	if err != nil {
		t.Fatal(err)
	}
	lines := map[string]bool{} // the yMin of each line a name word is on
	for _, m := range word.FindAllStringSubmatch(pdftotext(t, b, "-bbox"), -1) {
		xMin, _ := strconv.ParseFloat(m[1], 64)
		xMax, _ := strconv.ParseFloat(m[3], 64)
		if xMin < 72 || xMax > 612-72 {
			t.Errorf("word %q spans x %.1f–%.1f, outside the margins 72–540", m[4], xMin, xMax)
		}
		if strings.Contains(l.CustomerName, m[4]) && len(m[4]) > 3 {
			lines[m[2]] = true
		}
	}
	// Two lines for "Cliente: …", two for "Firma del cliente: …".
	if len(lines) < 4 {
		t.Errorf("the long name is on %d lines, want it wrapped (at least 4)", len(lines))
	}
	layout := pdftotext(t, b, "-layout")
	if strings.Contains(layout, l.CustomerName) {
		t.Errorf("the long name was not wrapped:\n%s", layout)
	}
	for _, w := range strings.Fields(l.CustomerName) {
		if !strings.Contains(layout, w) {
			t.Errorf("name word %q missing:\n%s", w, layout)
		}
	}
}

// TestLetter_PDF_Unprintable checks that text the letter's font cannot
// print is refused rather than printed as '.'.
func TestLetter_PDF_Unprintable(t *testing.T) {
	for _, name := range []string{"Łukasz Nowak", "José 😀 Cruz", "Ana\u0085Ruiz"} {
		l := sample(t)
		l.CustomerName = name
		if _, err := l.PDF(); !errors.Is(err, letter.ErrUnprintable) {
			t.Errorf("name %q: PDF() error = %v, want ErrUnprintable", name, err)
		}
	}
}

// goldenSum is the SHA-256 of the sample letter with testdata/firma.jpg.
// Signed letters are verified by re-rendering (frozen.go), so a change to
// this sum — a layout edit or a go-pdf/fpdf upgrade that writes different
// bytes — makes every letter signed before it fail verification. Change it
// only together with a plan for those letters
// (docs/adr/0032-carta-libranza-pdf-with-fpdf.md).
const goldenSum = "e448d027aae27a073fffc05c89c6d7aca0448887e2847661e9fd086206597d18"

func TestLetter_PDF_Golden(t *testing.T) {
	sig, err := os.ReadFile(filepath.Join("testdata", "firma.jpg"))
	if err != nil {
		t.Fatal(err)
	}
	l := sample(t)
	l.Signature = sig
	a, err := l.PDF()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := l.PDF()
	if !bytes.Equal(a, b) {
		t.Fatal("two renderings of the same letter differ")
	}
	if h := sha256.Sum256(a); hex.EncodeToString(h[:]) != goldenSum {
		t.Errorf("sample letter SHA-256 = %x, want %s", h, goldenSum)
	}
}
