package hosting

import (
	"bytes"
	"fmt"
	"io"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestWindow(t *testing.T) {
	for _, c := range []struct{ n, want int }{
		{0, 10}, {1000, 10}, {1008, 10}, {1009, 11}, {100_000, 17}, {1 << 20, 21}, {1 << 30, 24},
	} {
		if got := window(c.n); got != c.want {
			t.Errorf("window(%d) = %d, want %d", c.n, got, c.want)
		}
		if c.n < 1<<24 && (1<<window(c.n))-16 < c.n {
			t.Errorf("window(%d) = %d does not hold the file", c.n, window(c.n))
		}
	}
}

// A file inside its window compresses as well as with the default window,
// and decodes to itself.
func TestCompress_BrotliWindowOfTheFile(t *testing.T) {
	var src bytes.Buffer
	for i := range 4000 {
		fmt.Fprintf(&src, "function f%d(a){return a*%d+%q}\n", i, i%97, fmt.Sprint(i%13))
	}
	b := src.Bytes()
	got := compress(encBrotli, b)
	var def bytes.Buffer
	w := brotli.NewWriterLevel(&def, brotli.BestCompression)
	_, _ = w.Write(b)
	_ = w.Close()
	if len(got) > def.Len() {
		t.Errorf("brotli with the file's window: %d bytes, with the default: %d", len(got), def.Len())
	}
	out, err := io.ReadAll(brotli.NewReader(bytes.NewReader(got)))
	if err != nil || !bytes.Equal(out, b) {
		t.Fatalf("round trip: err %v, equal %v", err, bytes.Equal(out, b))
	}
}
