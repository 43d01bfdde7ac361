package catalogue_test

import (
	"testing"

	"oppnp/functions/internal/catalogue"
)

func TestDefault_IsTheRequirements(t *testing.T) {
	for _, id := range []string{catalogue.IneFront, catalogue.IneBack} {
		typ, ok := catalogue.Default.Type(id)
		if !ok || !typ.Required || typ.Max != 1 || len(typ.Formats) != 2 || typ.Formats[0] != "JPG" || typ.Formats[1] != "JPEG" {
			t.Fatalf("%s = %+v", id, typ)
		}
	}
	for _, id := range catalogue.Annexes {
		if _, ok := catalogue.Default.Type(id); !ok {
			t.Fatalf("no %s", id)
		}
	}
	if got := catalogue.Default.Normalize(); len(got) != len(catalogue.Default) {
		t.Fatalf("Default is not normal: %v", got)
	}
}

func TestNormalize(t *testing.T) {
	in := catalogue.Catalogue{
		{ID: "otros", Max: 40, Formats: []string{"pdf", "exe"}, MaxBytes: 1 << 30},
		{ID: "otros", Max: 1, Formats: []string{"PDF"}},
		{ID: "passport", Max: 1, Formats: []string{"PDF"}},
		{ID: "video", Max: 0, Formats: []string{"AVI"}},
		{ID: catalogue.IneFront, Max: 3, Formats: []string{"JPG"}},
	}
	got := in.Normalize()
	if len(got) != 3 || got[0].ID != catalogue.IneBack || got[1].ID != "otros" || got[2].ID != catalogue.IneFront {
		t.Fatalf("Normalize = %+v", got)
	}
	if o := got[1]; o.Max != catalogue.Slots || len(o.Formats) != 1 || o.MaxBytes != catalogue.MaxBytes {
		t.Fatalf("otros = %+v", o)
	}
	if got[2].Max != 1 {
		t.Fatalf("the INE holds one file per side: %+v", got[2])
	}
}

func TestType_Format(t *testing.T) {
	otros, _ := catalogue.Default.Type("otros")
	video, _ := catalogue.Default.Type("video")
	tests := []struct {
		name string
		typ  catalogue.Type
		file string
		data string
		ct   string
	}{
		{"a PDF", otros, "a.pdf", "%PDF-1.7", "application/pdf"},
		{"a JPEG named .JPG", otros, "A.JPG", "\xFF\xD8\xFF\xE0", "image/jpeg"},
		{"a PDF named .jpg", otros, "a.jpg", "%PDF-1.7", ""},
		{"an MP4 as otros", otros, "a.mp4", "\x00\x00\x00\x18ftypmp42", ""},
		{"an MP4 video", video, "a.mp4", "\x00\x00\x00\x18ftypmp42", "video/mp4"},
		{"a WebM video", video, "a.webm", "\x1A\x45\xDF\xA3", "video/webm"},
		{"no extension", otros, "a", "%PDF-1.7", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, ct, ok := tt.typ.Format(tt.file, []byte(tt.data))
			if ok != (tt.ct != "") || ct != tt.ct {
				t.Fatalf("Format = %q, %v", ct, ok)
			}
		})
	}
}
