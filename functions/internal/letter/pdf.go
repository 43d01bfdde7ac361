package letter

import (
	"bytes"
	"fmt"
	"strings"
)

// pdf is a minimal PDF 1.4 writer: numbered objects, a cross-reference
// table with exact byte offsets, and a trailer. Streams are stored without
// compression except the image, which keeps its own JPEG (DCT) encoding.
type pdf struct {
	objs [][]byte
}

// reserve allocates an object number to be filled in later with set.
func (p *pdf) reserve() int {
	p.objs = append(p.objs, nil)
	return len(p.objs)
}

func (p *pdf) set(n int, body []byte) { p.objs[n-1] = body }

// add appends an object and returns its number.
func (p *pdf) add(body string) int {
	n := p.reserve()
	p.set(n, []byte(body))
	return n
}

// stream returns a stream object body with dict entries and data.
func stream(dict string, data []byte) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "<< %s /Length %d >>\nstream\n", dict, len(data))
	b.Write(data)
	b.WriteString("\nendstream")
	return b.Bytes()
}

// bytes writes the file with root as the document catalog.
func (p *pdf) bytes(root int) []byte {
	var b bytes.Buffer
	// The comment of high bytes marks the file as binary for transfer tools.
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	offsets := make([]int, len(p.objs))
	for i, body := range p.objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n", i+1)
		b.Write(body)
		b.WriteString("\nendobj\n")
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n", len(p.objs)+1)
	// Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation,
	// type, and a two-character end of line.
	b.WriteString("0000000000 65535 f \n")
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(p.objs)+1, root, xref)
	return b.Bytes()
}

// pdfString encodes s as a PDF literal string in WinAnsiEncoding: Spanish
// letters (á, é, ñ, ü…) are single Latin-1 bytes; other runes become '?'.
func pdfString(s string) string {
	var b strings.Builder
	b.WriteByte('(')
	for _, r := range s {
		switch {
		case r == '(' || r == ')' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r >= 0x20 && r < 0x7f:
			b.WriteRune(r)
		case r >= 0xa0 && r <= 0xff:
			fmt.Fprintf(&b, "\\%03o", r)
		default:
			b.WriteByte('?')
		}
	}
	b.WriteByte(')')
	return b.String()
}

// page is a content stream under construction (PDF user space: points,
// origin at the bottom left).
type page struct {
	b bytes.Buffer
}

// text draws s with font (F1 regular, F2 bold) at size, baseline at x, y.
func (pg *page) text(font string, size float64, x, y float64, s string) {
	fmt.Fprintf(&pg.b, "BT /%s %g Tf %g %g Td %s Tj ET\n", font, size, x, y, pdfString(s))
}

// line draws a stroke from (x1, y1) to (x2, y2).
func (pg *page) line(x1, y1, x2, y2 float64) {
	fmt.Fprintf(&pg.b, "0.5 w %g %g m %g %g l S\n", x1, y1, x2, y2)
}

// image paints XObject name in the w×h box whose lower-left corner is x, y.
func (pg *page) image(name string, x, y, w, h float64) {
	fmt.Fprintf(&pg.b, "q %g 0 0 %g %g %g cm /%s Do Q\n", w, h, x, y, name)
}

// wrap splits s into lines of at most n characters, at spaces.
func wrap(s string, n int) []string {
	var lines []string
	var cur []rune
	for _, w := range strings.Fields(s) {
		rw := []rune(w)
		if len(cur) > 0 && len(cur)+1+len(rw) > n {
			lines = append(lines, string(cur))
			cur = nil
		}
		if len(cur) > 0 {
			cur = append(cur, ' ')
		}
		cur = append(cur, rw...)
	}
	if len(cur) > 0 {
		lines = append(lines, string(cur))
	}
	return lines
}
