package evidence

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"oppnp/functions/internal/catalogue"
	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/store"
)

// RequiredPath is documentCatalogue/required: the required types of the
// catalogue in force as the functions last read it (RequiredKey). The rules
// let fileValidation → validation only a folio whose documents/complete was
// computed for it (documents/completeFor); no client reads or writes it.
const RequiredPath = "documentCatalogue/required"

// FileValidation is the status whose folios wait for the move the
// catalogue gates.
const FileValidation = string(folio.StatusFileValidation)

// RequiredKey names the catalogue's required types: their ids, sorted,
// comma-separated ("ineBack,ineFront" by default).
func RequiredKey(cat catalogue.Catalogue) string {
	var ids []string
	for _, t := range cat {
		if t.Required {
			ids = append(ids, t.ID)
		}
	}
	slices.Sort(ids)
	return strings.Join(ids, ",")
}

// publish keeps RequiredPath equal to key.
func (s *Service) publish(ctx context.Context, key string) error {
	var cur string
	if err := s.Store.Get(ctx, RequiredPath, &cur); err != nil && !errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("evidence: read %s: %w", RequiredPath, err)
	}
	if cur == key {
		return nil
	}
	if err := s.Store.Set(ctx, RequiredPath, key); err != nil {
		return fmt.Errorf("evidence: write %s: %w", RequiredPath, err)
	}
	return nil
}

// Recheck publishes the catalogue in force and, when requestID's
// documents/complete was computed for another one, computes it again from
// the registry: the desk calls it as staff open a folio, before they move
// it to validation. A folio without documents/completeFor (written before
// the functions kept it) is left as it is.
func (s *Service) Recheck(ctx context.Context, requestID string) error {
	cat := s.CatalogueNow(ctx)
	key := RequiredKey(cat)
	if err := s.publish(ctx, key); err != nil {
		return err
	}
	p, err := store.Join("requests", requestID, "documents", "completeFor")
	if err != nil {
		return ErrNotFound
	}
	var was string
	if err := s.Store.Get(ctx, p, &was); err != nil && !errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("evidence: read %s: %w", p, err)
	}
	if was == "" || was == key {
		return nil
	}
	return s.recompute(ctx, cat, key, requestID)
}

// Refresh publishes the catalogue in force and computes again
// documents/complete of every folio in fileValidation computed for another
// one (the functions' sweep, every minute); it answers how many.
func (s *Service) Refresh(ctx context.Context) (int, error) {
	cat := s.CatalogueNow(ctx)
	key := RequiredKey(cat)
	if err := s.publish(ctx, key); err != nil {
		return 0, err
	}
	waiting, err := s.Store.Equal(ctx, "requests", "status", FileValidation)
	if err != nil {
		return 0, fmt.Errorf("evidence: folios in %s: %w", FileValidation, err)
	}
	n := 0
	for id, f := range waiting {
		was := store.String(store.Child(f, "documents")["completeFor"])
		if was == "" || was == key {
			continue
		}
		if err := s.recompute(ctx, cat, key, id); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

// recompute writes requestID's documents/complete and completeFor for cat.
func (s *Service) recompute(ctx context.Context, cat catalogue.Catalogue, key, requestID string) error {
	reg, err := s.Registered(ctx, requestID)
	if err != nil {
		return err
	}
	if err := s.Store.Update(ctx, "requests/"+requestID+"/documents", map[string]any{
		"complete": len(Missing(cat, reg)) == 0, "completeFor": key,
	}); err != nil {
		return fmt.Errorf("evidence: write %s/documents/complete: %w", requestID, err)
	}
	return nil
}
