package httpx

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"firebase.google.com/go/v4/auth"

	"oppnp/functions/internal/clock"
	"oppnp/functions/internal/gateway"
)

// Decode reads a JSON body (at most 1 MiB) into v.
func Decode(r *http.Request, v any) error {
	b, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		return fmt.Errorf("%w: %v", ErrBadJSON, err)
	}
	if len(b) == 0 {
		b = []byte("{}")
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%w: %v", ErrBadJSON, err)
	}
	return nil
}

// WriteJSON writes v with status.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// WriteError writes the mapped error.
func WriteError(w http.ResponseWriter, err error) {
	e := Map(err)
	WriteJSON(w, e.Status, e)
}

// Handler adapts a function returning a body or an error.
func Handler(log *slog.Logger, fn func(r *http.Request) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		v, err := fn(r)
		if err != nil {
			e := Map(err)
			if e.Status >= 500 {
				log.ErrorContext(r.Context(), "request failed", "path", r.URL.Path, "error", err.Error(), "code", e.Code)
			} else {
				log.InfoContext(r.Context(), "request refused", "path", r.URL.Path, "error", err.Error(), "code", e.Code)
			}
			WriteJSON(w, e.Status, e)
			return
		}
		if v == nil {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		WriteJSON(w, http.StatusOK, v)
	}
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (s *statusWriter) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

// RequestID returns the caller's X-Request-Id, else the trace id of a W3C
// traceparent, else a new random id.
func RequestID(r *http.Request) string {
	if id := r.Header.Get("X-Request-Id"); id != "" && len(id) <= 128 {
		return id
	}
	if tp := strings.Split(r.Header.Get("traceparent"), "-"); len(tp) == 4 && len(tp[1]) == 32 {
		return tp[1]
	}
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// Logged logs one record per request with its duration and status, and
// puts the device and request ids in the context for the gateway calls.
func Logged(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := clock.Wall.Now()
		id := RequestID(r)
		w.Header().Set("X-Request-Id", id)
		ctx := gateway.WithMeta(r.Context(), gateway.Meta{DeviceID: r.Header.Get("X-Device-Id"), RequestID: id})
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(sw, r.WithContext(ctx))
		log.LogAttrs(ctx, slog.LevelInfo, "request",
			slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.Int("status", sw.status),
			slog.Int64("durationMs", time.Since(start).Milliseconds()), slog.String("requestId", id))
	})
}

// Verifier verifies Firebase ID tokens (firebase-admin-go auth.Client).
// Revocation is checked on every call: a blocked promoter's or a logged-out
// user's token stops working at once, not when it expires. firebase-admin-go
// checks it against the Auth emulator whatever the method, so only this one
// gives production the behaviour the tests see
// (docs/adr/0047-id-tokens-checked-for-revocation.md).
type Verifier interface {
	VerifyIDTokenAndCheckRevoked(ctx context.Context, idToken string) (*auth.Token, error)
}

// Caller is the verified identity of a request.
type Caller struct {
	UID    string
	Claims map[string]any
}

// Claim returns a string claim.
func (c *Caller) Claim(k string) string { s, _ := c.Claims[k].(string); return s }

// Flag returns a boolean claim.
func (c *Caller) Flag(k string) bool { b, _ := c.Claims[k].(bool); return b }

// FirebaseHeader carries the caller's Firebase ID token. Authorization is
// the gateway token's place (docs/requirements.md §7: the SPA sends its gateway Bearer on
// every call), so the ID token travels beside it; a Firebase ID token in
// Authorization is accepted too when FirebaseHeader is absent.
const FirebaseHeader = "X-Firebase-Token"

// Authenticate verifies the request's Firebase ID token.
func Authenticate(r *http.Request, v Verifier) (*Caller, error) {
	tok := strings.TrimSpace(r.Header.Get(FirebaseHeader))
	if tok == "" {
		tok, _ = strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	}
	if tok == "" {
		return nil, ErrUnauthenticated
	}
	t, err := v.VerifyIDTokenAndCheckRevoked(r.Context(), tok)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnauthenticated, err)
	}
	return &Caller{UID: t.UID, Claims: t.Claims}, nil
}

// GatewayToken is the caller's gateway token from Authorization, if any.
func GatewayToken(r *http.Request) string {
	tok, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	return strings.TrimSpace(tok)
}
