package remoteconfig

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// Prefix is where hosting mounts the handler.
const Prefix = "/__/remoteconfig/"

// Handler serves one template file.
type Handler struct {
	path string
	log  *slog.Logger

	mu       sync.Mutex
	lastHash string
	version  int
}

// New serves the template at path. The file need not exist yet.
func New(path string, log *slog.Logger) *Handler {
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return &Handler{path: path, log: log}
}

// snapshot is the file as last read, with its derived version and ETag.
type snapshot struct {
	raw     []byte
	tmpl    *Template
	version int
	etag    string
}

// load reads the file and bumps the version when its content changed.
func (h *Handler) load() (*snapshot, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.loadLocked()
}

func (h *Handler) loadLocked() (*snapshot, error) {
	raw, err := os.ReadFile(h.path)
	if err != nil {
		return nil, fmt.Errorf("cannot read template: %w", err)
	}
	t, err := ParseTemplate(raw)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(raw)
	hash := hex.EncodeToString(sum[:8])
	switch {
	case h.lastHash == "":
		h.version = t.baseVersion()
	case hash != h.lastHash:
		h.version++
	}
	h.lastHash = hash
	return &snapshot{raw: raw, tmpl: t, version: h.version, etag: `"etag-` + hash + `"`}, nil
}

// ServeHTTP handles the paths under Prefix (or without it, for tests).
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := "/" + strings.TrimPrefix(strings.TrimPrefix(r.URL.Path, strings.TrimSuffix(Prefix, "/")), "/")
	switch {
	case (p == "/values" || p == "/template") && r.Method == http.MethodOptions:
		allowOrigin(w, r)
		w.Header().Set("Access-Control-Allow-Methods", "GET, HEAD")
		w.WriteHeader(http.StatusNoContent)
	case p == "/values" && (r.Method == http.MethodGet || r.Method == http.MethodHead):
		h.serveValues(w, r)
	case p == "/template" && (r.Method == http.MethodGet || r.Method == http.MethodHead):
		h.serveTemplate(w, r)
	case strings.HasPrefix(p, "/parameters/") && r.Method == http.MethodPut:
		h.servePut(w, r, strings.TrimPrefix(p, "/parameters/"))
	default:
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "ruta desconocida de Remote Config"})
	}
}

// serveRead answers a read of the template: its CORS and cache headers, and
// the snapshot to serve, or a failure (and nil) when the template cannot be
// read.
func (h *Handler) serveRead(w http.ResponseWriter, r *http.Request) *snapshot {
	allowOrigin(w, r)
	s, err := h.load()
	if err != nil {
		h.fail(w, err)
		return nil
	}
	setCacheHeaders(w, s.etag)
	return s
}

func (h *Handler) serveValues(w http.ResponseWriter, r *http.Request) {
	s := h.serveRead(w, r)
	if s == nil {
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"entries":         s.tmpl.Entries(),
		"state":           "UPDATE",
		"templateVersion": strconv.Itoa(s.version),
	})
}

func (h *Handler) serveTemplate(w http.ResponseWriter, r *http.Request) {
	s := h.serveRead(w, r)
	if s == nil {
		return
	}
	w.Header().Set("X-Template-Version", strconv.Itoa(s.version))
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(s.raw)
}

// servePut sets a parameter's default value, keeping the rest of the file
// byte for byte, and replaces the file atomically.
func (h *Handler) servePut(w http.ResponseWriter, r *http.Request, key string) {
	var body struct {
		Value *string `json:"value"`
	}
	if err := json.NewDecoder(io.LimitReader(r.Body, 1<<20)).Decode(&body); err != nil || body.Value == nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": `se esperaba {"value": "<texto>"}`})
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	raw, err := os.ReadFile(h.path)
	if err != nil {
		h.fail(w, err)
		return
	}
	out, err := SetDefault(raw, key, *body.Value)
	if errors.Is(err, ErrUnknownParameter) {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "parámetro desconocido: " + key})
		return
	}
	if err == nil {
		err = writeAtomic(h.path, out)
	}
	if err != nil {
		h.fail(w, err)
		return
	}
	s, err := h.loadLocked()
	if err != nil {
		h.fail(w, err)
		return
	}
	setCacheHeaders(w, s.etag)
	writeJSON(w, http.StatusOK, map[string]any{"key": key, "value": *body.Value, "templateVersion": strconv.Itoa(s.version)})
}

func (h *Handler) fail(w http.ResponseWriter, err error) {
	h.log.Error("remote config", "path", h.path, "err", err)
	writeJSON(w, http.StatusInternalServerError, map[string]string{"error": err.Error()})
}

// setCacheHeaders sends the ETag the JS SDK needs to activate a fetch and
// exposes it to scripts (ETag is not a CORS-safelisted header).
func setCacheHeaders(w http.ResponseWriter, etag string) {
	w.Header().Set("ETag", etag)
	w.Header().Set("Access-Control-Expose-Headers", "ETag")
	w.Header().Set("Cache-Control", "no-cache")
}

// allowOrigin lets pages on another local origin (a Vite dev server) read
// the values; writes (PUT) stay same-origin.
func allowOrigin(w http.ResponseWriter, r *http.Request) {
	if o := r.Header.Get("Origin"); o != "" {
		w.Header().Set("Access-Control-Allow-Origin", o)
		w.Header().Add("Vary", "Origin")
	}
}

func writeAtomic(path string, b []byte) error {
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		mode = fi.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".remoteconfig-*")
	if err != nil {
		return fmt.Errorf("cannot write template: %w", err)
	}
	_, werr := tmp.Write(b)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr, os.Chmod(tmp.Name(), mode)); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("cannot write template: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("cannot write template: %w", err)
	}
	return nil
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, _ := json.Marshal(v)
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(b)
}
