package trigger

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listkey"
	"oppnp/functions/internal/store"
)

// syncLists keeps requests/{id}/lists, the keys the paged lists read
// (docs/adr/0035-paged-lists-on-composite-keys.md). The event's folio
// says whether anything is to do; the keys themselves are derived in a
// transaction from the folio as it is now, so a repeated, late or
// out-of-order event writes nothing or the keys of the latest state, and
// their time never goes back (listkey.Of). The write is the one folio's.
func (h *Handler) syncLists(ctx context.Context, requestID, reqPath string, after *folio.Folio) error {
	if listkey.Of(after, listkey.FromFolio(after)) == listkey.FromFolio(after) {
		return nil
	}
	err := h.Store.Transaction(ctx, reqPath, func(cur any) (any, error) {
		tree, _ := cur.(map[string]any)
		f, err := folio.FromTree(tree)
		if f == nil {
			return nil, store.ErrAbort // deleted since (or not decodable at all)
		}
		if err != nil {
			h.log().WarnContext(ctx, "list keys: folio shape", "requestId", requestID, "error", err.Error())
		}
		prev := listkey.FromFolio(f)
		next := listkey.Of(f, prev)
		if next == prev {
			return nil, store.ErrAbort
		}
		lists := map[string]any{}
		for k, v := range next.Map() {
			if v != nil {
				lists[k] = v
			}
		}
		tree["lists"] = lists
		return tree, nil
	})
	if err != nil && !errors.Is(err, store.ErrAbort) {
		return fmt.Errorf("trigger: list keys: %w", err)
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
