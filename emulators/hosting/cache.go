package hosting

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"math/bits"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/andybalholm/brotli"
)

// variant is one coding of a file's bytes, with its own strong ETag (a
// different representation must not share the identity's validator).
type variant struct {
	once sync.Once
	done atomic.Bool
	body []byte
	etag string
}

// cached is a static file as last read: its bytes, its ETag, and its
// compressed variants, each made once. It is valid while the file keeps
// its size and modification time (a rebuild of web/dist replaces it).
type cached struct {
	size    int64
	modTime time.Time
	body    []byte
	etag    string
	mu      sync.Mutex
	enc     map[string]*variant
}

// fileCache holds the static files served so far, by absolute path, so a
// file is read, hashed and compressed once rather than on every request.
type fileCache struct {
	mu    sync.Mutex
	files map[string]*cached
	// transform, when set, rewrites a file's bytes as read (Options.Moved).
	transform func(name string, body []byte) []byte
}

// load returns the file's current entry, reading it again when it changed.
func (c *fileCache) load(p string) (*cached, error) {
	fi, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	e := c.files[p]
	c.mu.Unlock()
	if e != nil && e.size == fi.Size() && e.modTime.Equal(fi.ModTime()) {
		return e, nil
	}
	body, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	if c.transform != nil {
		body = c.transform(p, body)
	}
	sum := sha256.Sum256(body)
	e = &cached{size: fi.Size(), modTime: fi.ModTime(), body: body,
		etag: `"` + hex.EncodeToString(sum[:12]) + `"`, enc: map[string]*variant{}}
	c.mu.Lock()
	if c.files == nil {
		c.files = map[string]*cached{}
	}
	c.files[p] = e
	c.mu.Unlock()
	return e, nil
}

func (e *cached) slot(enc string) *variant {
	e.mu.Lock()
	defer e.mu.Unlock()
	v := e.enc[enc]
	if v == nil {
		v = &variant{}
		e.enc[enc] = v
	}
	return v
}

// variant returns the file compressed with enc (made on first use, the
// caller waiting for it); nil when compression would not make it smaller,
// so identity is served.
func (e *cached) variant(enc string) *variant {
	v := e.slot(enc)
	v.once.Do(func() {
		body := compress(enc, e.body)
		if len(body) < len(e.body) {
			v.body = body
			v.etag = e.etag[:len(e.etag)-1] + "-" + enc + `"`
		}
		v.done.Store(true)
	})
	if v.body == nil {
		return nil
	}
	return v
}

// pick returns the coding to send among the client's preferences, best
// first, and its variant (nil for identity). Brotli at its best level
// takes seconds for a large script, so a request never waits for it while
// a quicker coding is acceptable: it gets gzip and Brotli is made in the
// background for the requests after it.
func (e *cached) pick(prefs []string) (string, *variant) {
	for i, enc := range prefs {
		if enc == encBrotli && i+1 < len(prefs) && !e.slot(enc).done.Load() {
			go e.variant(enc)
			continue
		}
		if v := e.variant(enc); v != nil {
			return enc, v
		}
	}
	return encIdentity, nil
}

// compress encodes b at the highest level: the result is kept, so the
// cost is paid once per file.
func compress(enc string, b []byte) []byte {
	var buf bytes.Buffer
	switch enc {
	case encBrotli:
		// A window no larger than the file: the encoder allocates tables for
		// its window (32 MB at the default), once per file, and the suite
		// compresses every file at start while the database is loading, so
		// each of those allocations made the collector mark the whole
		// database again. A file inside its window compresses the same.
		w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: window(len(b))})
		_, _ = w.Write(b)
		_ = w.Close()
	case encGzip:
		w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		_, _ = w.Write(b)
		_ = w.Close()
	default:
		return nil
	}
	return buf.Bytes()
}

// window is the smallest Brotli window (as a power of two, 10 to 24)
// that holds n bytes; Brotli's window is 16 bytes short of that power.
func window(n int) int {
	return min(max(bits.Len(uint(n+15)), 10), 24)
}

// Precompress reads every compressible file under the public directory
// and makes its Brotli and gzip variants, so the first visitor does not
// wait for them (the suite runs it in the background after start).
// Files that appear later are compressed on their first request.
func (s *Server) Precompress() {
	_ = filepath.WalkDir(s.opts.Public, func(p string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return nil
		case d.IsDir() && p != s.opts.Public && strings.HasPrefix(d.Name(), "."):
			return filepath.SkipDir // never served (dotfiles are hidden)
		case d.IsDir() || !compressible(contentType(p)):
			return nil
		}
		if e, err := s.cache.load(p); err == nil {
			e.variant(encBrotli)
			e.variant(encGzip)
		}
		return nil
	})
}
