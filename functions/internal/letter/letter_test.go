package letter_test

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"oppnp/functions/internal/letter"
)

// signature draws a diagonal black stroke on white and encodes it.
func signature(t *testing.T, asPNG bool) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 300, 130))
	for x := range 300 {
		for y := range 130 {
			img.Set(x, y, color.White)
		}
		img.Set(x, 20+x/3, color.Black)
	}
	var b bytes.Buffer
	var err error
	if asPNG {
		err = png.Encode(&b, img)
	} else {
		err = jpeg.Encode(&b, img, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func sample(t *testing.T) letter.Letter {
	loc := time.FixedZone("CST", -6*3600)
	return letter.Letter{
		RequestID: "-NxFolio01", CustomerName: "José Hernández Cruz", Curp: "HECJ600305HPLRRS04",
		Agreement: "IMSS Pensionados Ley 73", Product: "Crédito Pensionados IMSS",
		Amount: 50000, MonthlyDiscount: 2950.12, Term: 24, Cat: 48.7,
		LetterFolio: "2026-00000001", LibranzaFolio: "LIB202600000001",
		Date: time.Date(2026, 11, 23, 10, 0, 0, 0, loc), Signature: signature(t, false),
	}
}

// wantTexts are the values every letter must show.
var wantTexts = []string{"José Hernández Cruz", "$50,000.00", "$2,950.12", "24 meses", "48.7 %",
	"2026-00000001", "LIB202600000001", "23 de noviembre de 2026", "HECJ600305HPLRRS04",
	"(“la Pagadora”)", "(MXN) — no en", "euros (€)"}

// parsed is what the test reads back from a PDF: its objects by number
// (located through the xref table) and the decoded strings of its text.
type parsed struct {
	objects map[int][]byte
	texts   []string
}

var objHeader = regexp.MustCompile(`^(\d+) 0 obj\n`)

func parse(t *testing.T, b []byte) parsed {
	t.Helper()
	if !bytes.HasPrefix(b, []byte("%PDF-")) {
		t.Fatalf("does not start with %%PDF-: %q", b[:min(10, len(b))])
	}
	if !bytes.HasSuffix(bytes.TrimRight(b, "\r\n"), []byte("%%EOF")) {
		t.Fatalf("does not end with %%%%EOF: %q", b[max(0, len(b)-20):])
	}
	i := bytes.LastIndex(b, []byte("startxref\n"))
	if i < 0 {
		t.Fatal("no startxref")
	}
	end := bytes.IndexByte(b[i+10:], '\n')
	xref, err := strconv.Atoi(string(b[i+10 : i+10+end]))
	if err != nil || !bytes.HasPrefix(b[xref:], []byte("xref\n0 ")) {
		t.Fatalf("startxref %d does not point at the xref table", xref)
	}
	lines := strings.Split(string(b[xref:]), "\n")
	var size int
	if _, err := fmtSscan(lines[1], &size); err != nil {
		t.Fatalf("xref subsection %q: %v", lines[1], err)
	}
	p := parsed{objects: map[int][]byte{}}
	for n := 1; n < size; n++ {
		entry := lines[2+n] + "\n"
		if len(entry) != 20 || !strings.HasSuffix(entry, " n \n") {
			t.Fatalf("xref entry %d = %q, not 20 bytes in use", n, entry)
		}
		off, _ := strconv.Atoi(entry[:10])
		m := objHeader.FindSubmatch(b[off:])
		if m == nil || string(m[1]) != strconv.Itoa(n) {
			t.Fatalf("xref offset %d of object %d points at %q", off, n, b[off:min(off+12, len(b))])
		}
		body := b[off+len(m[0]):]
		p.objects[n] = body[:bytes.Index(body, []byte("\nendobj"))]
	}
	if !strings.Contains(string(b[xref:]), "/Size "+strconv.Itoa(size)) {
		t.Errorf("trailer /Size is not %d", size)
	}
	for _, obj := range p.objects {
		for _, m := range tj.FindAllSubmatch(obj, -1) {
			p.texts = append(p.texts, unescape(m[1]))
		}
	}
	return p
}

func fmtSscan(s string, size *int) (int, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return 0, errors.New("want two fields")
	}
	n, err := strconv.Atoi(f[1])
	*size = n
	return 1, err
}

var tj = regexp.MustCompile(`\(((?:[^()\\]|\\.)*)\)\s*Tj`)

// winAnsi80 is WinAnsiEncoding's 0x80–0x9F; the rest of the letter's bytes
// are Latin-1. Unused codes stand for themselves.
var winAnsi80 = []rune("€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ")

// unescape decodes a literal string in WinAnsiEncoding.
func unescape(b []byte) string {
	var out []rune
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c == '\\' && i+1 < len(b) {
			if i+3 < len(b) && b[i+1] >= '0' && b[i+1] <= '7' {
				v, _ := strconv.ParseUint(string(b[i+1:i+4]), 8, 8)
				out = append(out, rune(v))
				i += 3
				continue
			}
			i++
			c = b[i]
		}
		if c >= 0x80 && c < 0xa0 {
			out = append(out, winAnsi80[c-0x80])
			continue
		}
		out = append(out, rune(c))
	}
	return string(out)
}

func TestLetter_PDF(t *testing.T) {
	for _, asPNG := range []bool{false, true} {
		t.Run("png="+strconv.FormatBool(asPNG), func(t *testing.T) {
			l := sample(t)
			l.Signature = signature(t, asPNG)
			b, err := l.PDF()
			if err != nil {
				t.Fatal(err)
			}
			p := parse(t, b)
			all := strings.Join(p.texts, "\n")
			for _, want := range wantTexts {
				if !strings.Contains(all, want) {
					t.Errorf("text %q missing from the PDF's text objects:\n%s", want, all)
				}
			}
			var img []byte
			for _, obj := range p.objects {
				if bytes.Contains(obj, []byte("/Subtype /Image")) {
					img = obj
				}
			}
			if img == nil {
				t.Fatal("no image XObject")
			}
			m := regexp.MustCompile(`(?s)/Width (\d+)\s*/Height (\d+)\s.*/Length (\d+)\s*>>\nstream\n`).FindSubmatchIndex(img)
			if m == nil {
				t.Fatalf("image dictionary: %q", img[:min(200, len(img))])
			}
			length, _ := strconv.Atoi(string(img[m[6]:m[7]]))
			data := img[m[1]:]
			if !bytes.HasSuffix(data, []byte("\nendstream")) || len(data)-len("\nendstream") != length {
				t.Fatalf("image /Length %d does not match its %d stream bytes", length, len(data)-len("\nendstream"))
			}
			cfg, err := jpeg.DecodeConfig(bytes.NewReader(data[:length]))
			if err != nil || strconv.Itoa(cfg.Width) != string(img[m[2]:m[3]]) || strconv.Itoa(cfg.Height) != string(img[m[4]:m[5]]) {
				t.Errorf("image stream is not the %sx%s JPEG: %v %v", img[m[2]:m[3]], img[m[4]:m[5]], cfg, err)
			}
			if cfg.Width != 300 || cfg.Height != 130 {
				t.Errorf("signature size = %dx%d, want 300x130", cfg.Width, cfg.Height)
			}
		})
	}
}

func TestLetter_PDF_Refused(t *testing.T) {
	tests := []struct {
		name   string
		change func(*letter.Letter)
		want   error
	}{
		{"bad letter folio", func(l *letter.Letter) { l.LetterFolio = "2026/0000001A" }, letter.ErrLetterFolio},
		{"libranza folio with a space", func(l *letter.Letter) { l.LibranzaFolio = "LIB 2026000001" }, letter.ErrLibranzaFolio},
		{"no signature", func(l *letter.Letter) { l.Signature = nil }, letter.ErrSignature},
		{"signature not an image", func(l *letter.Letter) { l.Signature = []byte("<svg/>") }, letter.ErrSignature},
		{"no amount", func(l *letter.Letter) { l.Amount = 0 }, letter.ErrIncomplete},
		{"no customer", func(l *letter.Letter) { l.CustomerName = " " }, letter.ErrIncomplete},
		{"no term", func(l *letter.Letter) { l.Term = 0 }, letter.ErrIncomplete},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := sample(t)
			tt.change(&l)
			if _, err := l.PDF(); !errors.Is(err, tt.want) {
				t.Errorf("PDF() error = %v, want %v", err, tt.want)
			}
		})
	}
}

func TestSpanishDate(t *testing.T) {
	d := time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC)
	if got := letter.SpanishDate(d); got != "5 de enero de 2026" {
		t.Errorf("SpanishDate = %q", got)
	}
}
