package monitor

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

// Correction is what an operator applies from the JSON update view.
type Correction struct {
	// Status is the status to move the folio to.
	Status folio.Status `json:"status"`
	// Reason is recorded in requestHistory (statusReason).
	Reason string `json:"reason"`
}

// Apply moves requests/{id} to c.Status as op, in a transaction, when the
// change is one of the Repairs from the current status (CheckRepair). The
// request trigger then records it in requestHistory with by
// "operator:{operatorId}" and the operator's name, and runs the
// transition's side effects, as for any other status change.
// The transaction writes the stored tree back, not a Folio: whatever the
// folio holds outside the contract's types stays as it is.
func (s *Service) Apply(ctx context.Context, op Operator, id string, c Correction) (from folio.Status, err error) {
	p, err := store.Join("requests", id)
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrBadID, err)
	}
	reason := strings.TrimSpace(c.Reason)
	if len([]rune(reason)) > 200 {
		reason = string([]rune(reason)[:200])
	}
	if reason == "" {
		reason = "Corrección del operador"
	}
	var refused error
	err = s.Store.Transaction(ctx, p, func(cur any) (any, error) {
		m, ok := cur.(map[string]any)
		if !ok {
			refused = ErrNotFound
			return nil, store.ErrAbort
		}
		f, _ := folio.FromTree(m)
		from = folio.StatusOf(f)
		if err := CheckRepair(from, c.Status); err != nil {
			refused = err
			return nil, store.ErrAbort
		}
		refused = nil
		m["status"], m["lastUpdateBy"], m["lastUpdateAt"] = string(c.Status), op.UID(), store.ServerTime
		m["statusReason"] = reason
		return m, nil
	})
	if err != nil {
		return "", fmt.Errorf("monitor: correct %s: %w", id, err)
	}
	if refused != nil {
		return from, refused
	}
	return from, nil
}

var docKey = regexp.MustCompile(`^[A-Za-z0-9_-]{1,40}$`)

// DocumentFile returns the gateway id of a folio's document, for the
// operator's image request.
func (s *Service) DocumentFile(ctx context.Context, id, doc string) (string, error) {
	if !docKey.MatchString(doc) {
		return "", ErrNoDocument
	}
	p, err := store.Join("requests", id, "documents", doc, "gatewayId")
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrBadID, err)
	}
	var gid string
	if err := s.Store.Get(ctx, p, &gid); err != nil || gid == "" {
		if err == nil || errors.Is(err, store.ErrNotFound) {
			return "", ErrNoDocument
		}
		return "", err
	}
	return gid, nil
}
