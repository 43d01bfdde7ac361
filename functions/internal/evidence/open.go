package evidence

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"

	"oppnp/functions/internal/gateway"
	"oppnp/functions/internal/store"
)

// Registered returns the folio's registry: each kind it has a registered
// upload of, and its entry.
func (s *Service) Registered(ctx context.Context, requestID string) (map[Kind]Entry, error) {
	p, err := store.Join("evidence", requestID)
	if err != nil {
		return nil, ErrNotFound
	}
	var all map[string]Entry
	if err := s.Store.Get(ctx, p, &all); err != nil && !errors.Is(err, store.ErrNotFound) {
		return nil, fmt.Errorf("evidence: read %s: %w", requestID, err)
	}
	out := map[Kind]Entry{}
	for k, e := range all {
		if Kind(k).Valid() && e.GatewayID != "" {
			out[Kind(k)] = e
		}
	}
	return out, nil
}

// Open returns the bytes of the folio's registered upload of kind k: only
// a document registered to this folio and still claimed by it, whose bytes
// at the gateway hash to the registered SHA-256. A mismatch is refused and
// logged.
func (s *Service) Open(ctx context.Context, requestID string, k Kind) ([]byte, error) {
	reg, err := s.Registered(ctx, requestID)
	if err != nil {
		return nil, err
	}
	e, ok := reg[k]
	if !ok {
		return nil, ErrNotRegistered
	}
	p, err := store.Join("evidenceClaims", e.GatewayID)
	if err != nil {
		return nil, ErrNotRegistered
	}
	var owner string
	if err := s.Store.Get(ctx, p, &owner); err != nil || owner != requestID {
		s.log().ErrorContext(ctx, "evidence claim mismatch", "requestId", requestID, "kind", string(k), "gatewayId", e.GatewayID, "claimedBy", owner)
		return nil, ErrMismatch
	}
	data, err := s.Gateway.Document(ctx, e.GatewayID)
	if gateway.IsStatus(err, 404) {
		return nil, ErrNotRegistered
	}
	if err != nil {
		return nil, fmt.Errorf("evidence: read %s: %w", e.GatewayID, err)
	}
	sum := sha256.Sum256(data)
	if got := hex.EncodeToString(sum[:]); got != e.SHA256 {
		s.log().ErrorContext(ctx, "evidence hash mismatch", "requestId", requestID, "kind", string(k),
			"gatewayId", e.GatewayID, "registered", e.SHA256, "served", got)
		return nil, ErrMismatch
	}
	return data, nil
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}
