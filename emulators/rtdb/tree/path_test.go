package tree_test

import (
	"errors"
	"strings"
	"testing"

	"oppnp/emulators/rtdb/tree"
)

func TestParsePath(t *testing.T) {
	tests := []struct {
		in      string
		want    string
		wantErr error
	}{
		{"/", "/", nil},
		{"", "/", nil},
		{"/a/b", "/a/b", nil},
		{"a//b/", "/a/b", nil},
		{"/a/.priority", "/a/.priority", nil},
		{"/.priority/a", "", tree.ErrInvalidPath},
		{"/a.b", "", tree.ErrInvalidPath},
		{"/a$", "", tree.ErrInvalidPath},
		{"/" + strings.Repeat("a/", 33), "", tree.ErrTooDeep},
		{"/" + strings.Repeat("a/", 32), "/" + strings.TrimSuffix(strings.Repeat("a/", 32), "/"), nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			p, err := tree.ParsePath(tt.in)
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("err = %v, want %v", err, tt.wantErr)
				}
				return
			}
			if err != nil || p.String() != tt.want {
				t.Fatalf("ParsePath(%q) = %q, %v; want %q", tt.in, p, err, tt.want)
			}
		})
	}
}

func FuzzParsePath(f *testing.F) {
	for _, s := range []string{"/", "/a/b", "a//b", "/a/.priority", "/\x00", "/é/😀", "/[x]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := tree.ParsePath(s)
		if err != nil {
			return
		}
		q, err := tree.ParsePath(p.String())
		if err != nil || !q.Equal(p) {
			t.Fatalf("round trip of %q via %q: %v, %v", s, p.String(), q, err)
		}
		if len(p) > tree.MaxDepth {
			t.Fatalf("accepted %d segments", len(p))
		}
	})
}
