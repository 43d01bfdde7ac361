package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"time"

	"oppnp/functions/internal/clock"
)

// ApplicationID is sent in every payload that carries one.
const ApplicationID = "OPPNP"

// Client calls the gateway.
type Client struct {
	BaseURL  string
	ClientID string
	HTTP     *http.Client
	Log      *slog.Logger
}

// Meta is per-call context: the caller's device and request ids.
type Meta struct {
	DeviceID  string
	RequestID string
}

type metaKey struct{}

// WithMeta attaches m to ctx; every gateway call made with ctx forwards it.
func WithMeta(ctx context.Context, m Meta) context.Context {
	return context.WithValue(ctx, metaKey{}, m)
}

// MetaFrom returns the Meta attached to ctx.
func MetaFrom(ctx context.Context) Meta {
	m, _ := ctx.Value(metaKey{}).(Meta)
	return m
}

type idempotencyKey struct{}

// withIdempotencyKey makes the call made with ctx carry the Idempotency-Key
// header (none when key is empty).
func withIdempotencyKey(ctx context.Context, key string) context.Context {
	if key == "" {
		return ctx
	}
	return context.WithValue(ctx, idempotencyKey{}, key)
}

// DefaultDeviceID identifies server-initiated calls (triggers) that have no
// browser device behind them.
const DefaultDeviceID = "oppnp-functions"

// DefaultTimeout is the deadline of one gateway call, body included, of
// a Client without its own HTTP client (the functions give theirs
// GATEWAY_TIMEOUT): no call waits for good.
const DefaultTimeout = 30 * time.Second

var defaultHTTP = &http.Client{Timeout: DefaultTimeout}

// httpClient is the client every call goes through: c.HTTP, or one with
// DefaultTimeout.
func (c *Client) httpClient() *http.Client {
	if c.HTTP != nil {
		return c.HTTP
	}
	return defaultHTTP
}

func (c *Client) log() *slog.Logger {
	if c.Log != nil {
		return c.Log
	}
	return slog.Default()
}

// do POSTs (or GETs when body is nil and method is GET) path and decodes a 2xx
// JSON answer into out. A non-2xx answer in the gateway's error shape is an
// *APIError; anything else is ErrUnreachable.
func (c *Client) do(ctx context.Context, method, path, bearer string, body, out any) error {
	if body == nil {
		return c.send(ctx, method, path, bearer, "", nil, out)
	}
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	return c.send(ctx, method, path, bearer, "application/json", bytes.NewReader(b), out)
}

// send is do with a body already encoded as contentType (a multipart
// upload); a nil rd sends no body.
func (c *Client) send(ctx context.Context, method, path, bearer, contentType string, rd io.Reader, out any) error {
	meta := MetaFrom(ctx)
	if meta.DeviceID == "" {
		meta.DeviceID = DefaultDeviceID
	}
	req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, rd)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrUnreachable, err)
	}
	req.Header.Set("X-IBM-Client-Id", c.ClientID)
	req.Header.Set("X-Device-Id", meta.DeviceID)
	req.Header.Set("Accept", "application/json")
	if meta.RequestID != "" {
		req.Header.Set("X-Request-Id", meta.RequestID)
	}
	if k, _ := ctx.Value(idempotencyKey{}).(string); k != "" {
		req.Header.Set("Idempotency-Key", k)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if bearer != "" {
		req.Header.Set("Authorization", "Bearer "+bearer)
	}
	start := clock.Wall.Now()
	resp, err := c.httpClient().Do(req)
	attrs := []any{
		slog.String("component", "gateway"), slog.String("method", method), slog.String("path", path),
		slog.String("requestId", meta.RequestID),
	}
	if err != nil {
		c.log().LogAttrs(ctx, slog.LevelWarn, "gateway call failed", slogAttrs(append(attrs,
			slog.Int64("durationMs", time.Since(start).Milliseconds()), slog.String("error", err.Error())))...)
		return fmt.Errorf("%w: %s %s: %v", ErrUnreachable, method, path, err)
	}
	defer resp.Body.Close()
	b, rerr := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	c.log().LogAttrs(ctx, slog.LevelInfo, "gateway call", slogAttrs(append(attrs,
		slog.Int("status", resp.StatusCode), slog.Int64("durationMs", time.Since(start).Milliseconds())))...)
	if rerr != nil {
		return fmt.Errorf("%w: %s %s: %v", ErrUnreachable, method, path, rerr)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		apiErr := &APIError{Status: resp.StatusCode}
		if json.Unmarshal(b, apiErr) != nil || apiErr.Code == "" {
			return fmt.Errorf("%w: %s %s: %s", ErrUnreachable, method, path, resp.Status)
		}
		return apiErr
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(b, out); err != nil {
		return fmt.Errorf("%w: %s %s: %v", ErrBadResponse, method, path, err)
	}
	return nil
}

func slogAttrs(a []any) []slog.Attr {
	out := make([]slog.Attr, 0, len(a))
	for _, x := range a {
		out = append(out, x.(slog.Attr))
	}
	return out
}

// IsStatus reports whether err is an *APIError with the given HTTP status.
func IsStatus(err error, status int) bool {
	var e *APIError
	return errors.As(err, &e) && e.Status == status
}
