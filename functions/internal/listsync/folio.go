package listsync

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listkey"
	"oppnp/functions/internal/store"
)

// Folio writes requests/{requestID}/lists when the keys listkey derives
// from the folio as it is now differ from the ones it holds, in a
// transaction on the folio: a folio deleted meanwhile stays deleted, a
// change meanwhile is derived from, and the time of a key never goes back
// (listkey.Of). It reports whether it wrote.
func Folio(ctx context.Context, st store.Store, log *slog.Logger, requestID string) (bool, error) {
	reqPath, err := store.Join("requests", requestID)
	if err != nil {
		return false, fmt.Errorf("listsync: %w", err)
	}
	wrote := false
	err = st.Transaction(ctx, reqPath, func(cur any) (any, error) {
		wrote = false // a retry starts over
		tree, _ := cur.(map[string]any)
		f, err := folio.FromTree(tree)
		if f == nil {
			return nil, store.ErrAbort // deleted since (or not decodable at all)
		}
		if err != nil && log != nil {
			log.WarnContext(ctx, "list keys: folio shape", "requestId", requestID, "error", err.Error())
		}
		next, changed := listkey.Next(f)
		if !changed {
			return nil, store.ErrAbort
		}
		tree["lists"] = next.Stored()
		wrote = true
		return tree, nil
	})
	if err != nil && !errors.Is(err, store.ErrAbort) {
		return false, fmt.Errorf("listsync: list keys of %s: %w", requestID, err)
	}
	return wrote, nil
}
