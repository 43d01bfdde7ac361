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
// says whether anything is to do, and is the first state the keys are
// derived from: they are set in a transaction that goes through only
// while the stored keys are still the ones that folio holds, and
// otherwise derived from the folio read as it is now, so a repeated, late
// or out-of-order event writes nothing or the keys of a state no newer
// event has keyed yet, and their time never goes back (listkey.Of). The
// write is the one folio's (listsync.FolioFrom; the backfill of older
// folios runs listsync.Folio).
func (h *Handler) syncLists(ctx context.Context, requestID string, after *folio.Folio) error {
	if _, changed := listkey.Next(after); !changed {
		return nil
	}
	if _, err := listsync.FolioFrom(ctx, h.Store, h.log(), requestID, after); err != nil {
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

// KeysOnlyDelta reports, before the folio is decoded, whether an event is
// the functions' own write of the list keys of a folio that was there:
// one Handle would drop (onlyLists) after decoding both sides and the
// trail's diff. The write of keys under a folio deleted meanwhile (nothing
// before) still goes to Handle, which removes them (listsync.Orphan).
func KeysOnlyDelta(authType string, hadBefore bool, delta any) bool {
	d, ok := delta.(map[string]any)
	if authType != AuthAdmin || !hadBefore || !ok || len(d) != 1 {
		return false
	}
	_, ok = d["lists"]
	return ok
}
