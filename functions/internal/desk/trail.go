package desk

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

// AccessKind is the trail entry's kind for a read through the desk; the
// trigger's write entries carry no kind.
const AccessKind = "access"

// AccessIdentifiers is what an entry records for a read of the identifiers
// in clear (an image read records the image's kind).
const AccessIdentifiers = "identifiers"

// accessEntry is requestHistory/{id}/{key} for one read through the desk:
// who read what, in which status. It names what was read, never a value.
// From and To are the folio's status (equal, like any entry within a
// status, so status readers that filter from != to skip it).
type accessEntry struct {
	Kind     string       `json:"kind"`
	At       int64        `json:"at"`
	By       string       `json:"by"`
	Role     string       `json:"role"`
	From     folio.Status `json:"from"`
	To       folio.Status `json:"to"`
	Accessed string       `json:"accessed"`
}

// record writes the access to the folio's trail (only the functions write
// it), keyed access-{ms}-{random} so two reads in one millisecond do not
// collide.
func (s *Service) record(ctx context.Context, requestID string, c *Caller, status folio.Status, what string) error {
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		return fmt.Errorf("desk: trail key: %w", err)
	}
	at := s.Clock.Now().UnixMilli()
	p, err := store.Join("requestHistory", requestID, fmt.Sprintf("access-%d-%s", at, hex.EncodeToString(b[:])))
	if err != nil {
		return ErrNotFound
	}
	e := accessEntry{Kind: AccessKind, At: at, By: "bp:" + c.BpID, Role: c.Role.Name, From: status, To: status, Accessed: what}
	if err := s.Store.Set(ctx, p, e); err != nil {
		return fmt.Errorf("desk: trail of %s: %w", requestID, err)
	}
	return nil
}
