package rtdb_test

import (
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/emulators/rtdb"
	"oppnp/emulators/rtdb/tree"
)

// jsonString generates the JSON string "xxx…" of n bytes in all (quotes
// included) without holding it: a 256 MB body costs the test nothing.
// done counts what was generated (read by the test while the client may
// still be sending).
type jsonString struct {
	n, off int64
	done   atomic.Int64
}

func (g *jsonString) Read(p []byte) (int, error) {
	if g.off >= g.n {
		return 0, io.EOF
	}
	i := 0
	for ; i < len(p) && g.off < g.n; i++ {
		if g.off == 0 || g.off == g.n-1 {
			p[i] = '"'
		} else {
			p[i] = 'x'
		}
		g.off++
	}
	g.done.Store(g.off)
	return i, nil
}

// A REST write over 256 MB gets production's 400 and writes nothing; the
// limit is known from Content-Length, so the body is not read.
func TestServer_REST_WriteSizeLimit(t *testing.T) {
	tests := []struct {
		name     string
		size     int64
		chunked  bool // no Content-Length: counted while read
		wantCode int
	}{
		{"256 MB + 1 with Content-Length", tree.MaxRESTWrite + 1, false, http.StatusBadRequest},
		{"1 GB with Content-Length", 1 << 30, false, http.StatusBadRequest},
		{"1 MB with Content-Length", 1 << 20, false, http.StatusOK},
		{"1 MB chunked", 1 << 20, true, http.StatusOK},
	}
	_, hs := newServer(t, rtdb.Options{})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gen := &jsonString{n: tt.size}
			req, err := http.NewRequest("PUT", hs.URL+"/big.json?ns=lim&print=silent", gen)
			if err != nil {
				t.Fatal(err)
			}
			req.ContentLength = tt.size
			if tt.chunked {
				req.ContentLength = -1
			}
			req.Header.Set("Authorization", "Bearer owner")
			res, msg := emutest.Do(t, req)
			if tt.wantCode == http.StatusOK {
				if res.StatusCode != http.StatusNoContent {
					t.Fatalf("status %d %s, want 204", res.StatusCode, msg)
				}
				return
			}
			// Refused without reading it: at most what sat in socket
			// buffers was generated.
			if n := gen.done.Load(); n > 64<<20 {
				t.Errorf("%d bytes of the body were generated: the server read it", n)
			}
			want := `{"error":"Data to write exceeds the maximum size that can be modified with a single request."}`
			if res.StatusCode != tt.wantCode || strings.TrimSpace(string(msg)) != want {
				t.Fatalf("status %d %s, want %d %s", res.StatusCode, msg, tt.wantCode, want)
			}
		})
	}
	res, body := doREST(t, hs.URL, restCall{method: "GET", path: "/big.json?ns=lim&shallow=true"})
	if res.StatusCode != 200 || len(body) != 1<<20 {
		t.Fatalf("after the refused writes: %d, %d bytes; want the 1 MB value", res.StatusCode, len(body))
	}
}
