package trigger

import (
	"context"
	"fmt"
	"strings"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listkey"
	"oppnp/functions/internal/listsync"
)

// syncLists keeps requests/{id}/lists, the keys the paged lists read
// (docs/adr/0035-paged-lists-on-composite-keys.md). The event's folio
// says whether anything is to do; the keys themselves are derived in a
// transaction from the folio as it is now, so a repeated, late or
// out-of-order event writes nothing or the keys of the latest state, and
// their time never goes back (listkey.Of). The write is the one folio's
// (listsync.Folio, the same one the backfill of older folios runs).
func (h *Handler) syncLists(ctx context.Context, requestID string, after *folio.Folio) error {
	if _, changed := listkey.Next(after); !changed {
		return nil
	}
	if _, err := listsync.Folio(ctx, h.Store, h.log(), requestID); err != nil {
		return fmt.Errorf("trigger: %w", err)
	}
	return nil
}

// onlyLists reports whether a write changed nothing but the list keys: the
// functions' own bookkeeping, which needs no trail entry, projection or
// side effect (the keys are derived from what the trail already holds).
func onlyLists(paths []string) bool {
	for _, p := range paths {
		if p != "lists" && !strings.HasPrefix(p, "lists/") {
			return false
		}
	}
	return len(paths) > 0
}
