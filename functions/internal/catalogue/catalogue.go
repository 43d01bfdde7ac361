package catalogue

import (
	"bytes"
	"path/filepath"
	"slices"
	"strings"
)

// Slots is the most documents of one type the folio contract holds
// (documents/annexes/{type}/d1..d5): the rules cannot count, so a type's
// max is bounded by the slots the contract names.
const Slots = 5

// MaxBytes is the gateway's largest upload, and so the bound of every
// type's maxBytes.
const MaxBytes = 5 << 20

// Type is one document type of the catalogue.
type Type struct {
	ID            string   `json:"id"`
	TechnicalName string   `json:"technicalName"`
	Name          string   `json:"name"`
	Required      bool     `json:"required"`
	Max           int      `json:"max"`
	Formats       []string `json:"formats"`
	MaxBytes      int      `json:"maxBytes"`
}

// The INE's two types keep the folio's own fields (documents/ineFront,
// documents/ineBack); every other type is an annex with slots.
const (
	IneFront = "ineFront"
	IneBack  = "ineBack"
)

// Annexes are the types the contract has slots for (docs/requirements.md
// §9: document types and media kinds). A catalogue may leave one out, never
// add another: the rules know only these.
var Annexes = []string{"informe-prestamo", "carta-libranza", "otros", "video", "cub"}

// Default is the catalogue when Remote Config has none: the official ID's
// front and back, required, one each, JPG or JPEG (docs/requirements.md
// §3), and the annexes, optional.
var Default = Catalogue{
	{ID: IneFront, TechnicalName: "ine", Name: "INE (frente)", Required: true, Max: 1, Formats: []string{"JPG", "JPEG"}, MaxBytes: MaxBytes},
	{ID: IneBack, TechnicalName: "ine", Name: "INE (reverso)", Required: true, Max: 1, Formats: []string{"JPG", "JPEG"}, MaxBytes: MaxBytes},
	{ID: "informe-prestamo", TechnicalName: "informe-prestamo", Name: "Informe del préstamo", Max: 2, Formats: []string{"PDF", "JPG", "JPEG"}, MaxBytes: MaxBytes},
	{ID: "carta-libranza", TechnicalName: "carta-libranza", Name: "Carta libranza", Max: 1, Formats: []string{"PDF"}, MaxBytes: MaxBytes},
	{ID: "otros", TechnicalName: "otros", Name: "Otros", Max: 5, Formats: []string{"PDF", "JPG", "JPEG"}, MaxBytes: MaxBytes},
	{ID: "video", TechnicalName: "video", Name: "Video", Max: 1, Formats: []string{"MP4", "WEBM"}, MaxBytes: MaxBytes},
	{ID: "cub", TechnicalName: "CUB", Name: "CUB", Max: 1, Formats: []string{"PDF", "JPG", "JPEG"}, MaxBytes: MaxBytes},
}

// Catalogue is the list of types, in the order the screens show them.
type Catalogue []Type

// Type finds a type by id.
func (c Catalogue) Type(id string) (Type, bool) {
	i := slices.IndexFunc(c, func(t Type) bool { return t.ID == id })
	if i < 0 {
		return Type{}, false
	}
	return c[i], true
}

// Normalize keeps what the contract can hold: the known ids once each,
// max between 1 and Slots (1 for the INE), known formats, maxBytes within
// the gateway's. A catalogue left without the INE gets Default's.
func (c Catalogue) Normalize() Catalogue {
	out := Catalogue{}
	seen := map[string]bool{}
	for _, t := range c {
		known := t.ID == IneFront || t.ID == IneBack || slices.Contains(Annexes, t.ID)
		if !known || seen[t.ID] {
			continue
		}
		seen[t.ID] = true
		t.Max = min(max(t.Max, 1), Slots)
		if t.ID == IneFront || t.ID == IneBack {
			t.Max = 1
		}
		var f []string
		for _, x := range t.Formats {
			if x = strings.ToUpper(x); magic[x] != nil && !slices.Contains(f, x) {
				f = append(f, x)
			}
		}
		if len(f) == 0 {
			continue
		}
		t.Formats = f
		if t.MaxBytes <= 0 || t.MaxBytes > MaxBytes {
			t.MaxBytes = MaxBytes
		}
		out = append(out, t)
	}
	for _, id := range []string{IneBack, IneFront} {
		if !seen[id] {
			d, _ := Default.Type(id)
			out = append(Catalogue{d}, out...)
		}
	}
	return out
}

// magic is how a format's bytes begin (an MP4 has "ftyp" at offset 4).
var magic = map[string]func([]byte) bool{
	"JPG":  isJPEG,
	"JPEG": isJPEG,
	"PDF":  func(b []byte) bool { return bytes.HasPrefix(b, []byte("%PDF-")) },
	"MP4":  func(b []byte) bool { return len(b) >= 8 && string(b[4:8]) == "ftyp" },
	"WEBM": func(b []byte) bool { return bytes.HasPrefix(b, []byte{0x1A, 0x45, 0xDF, 0xA3}) },
}

func isJPEG(b []byte) bool { return bytes.HasPrefix(b, []byte{0xFF, 0xD8, 0xFF}) }

// contentTypes is what the desk serves a format as.
var contentTypes = map[string]string{"JPG": "image/jpeg", "JPEG": "image/jpeg", "PDF": "application/pdf",
	"MP4": "video/mp4", "WEBM": "video/webm"}

// Format returns the accepted format of a file of this type, from its
// name's extension and its first bytes, and the content type it is served
// as; ok is false when the name or the bytes are of no accepted format.
func (t Type) Format(fileName string, data []byte) (format, contentType string, ok bool) {
	ext := strings.ToUpper(strings.TrimPrefix(filepath.Ext(fileName), "."))
	if !slices.Contains(t.Formats, ext) || !magic[ext](data) {
		return "", "", false
	}
	return ext, contentTypes[ext], true
}

// ContentTypeOf is the content type a registered format is served as;
// anything else is served as bytes to download.
func ContentTypeOf(ct string) string {
	for _, v := range contentTypes {
		if v == ct {
			return v
		}
	}
	return "application/octet-stream"
}
