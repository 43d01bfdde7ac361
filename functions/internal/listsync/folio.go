package listsync

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"reflect"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listkey"
	"oppnp/functions/internal/store"
)

// attempts bounds how often Folio reads the folio again because its keys
// moved between the read and the write (another trigger wrote them).
const attempts = 25

// errMoved restarts Folio: the keys are no longer the ones read with the folio.
var errMoved = errors.New("listsync: list keys moved since read")

// Folio writes requests/{requestID}/lists when the keys listkey derives
// from the folio as it is now differ from the ones it holds. It writes the
// keys alone, never the folio (docs/adr/0070-imports-absorbed-by-the-triggers.md):
// it reads the folio with its keys, then sets the keys in a transaction on
// requests/{id}/lists that goes through only while they are still the
// ones read, and otherwise reads the folio again. Whoever writes the keys
// of a newer state first makes every older writer start over, so a late
// or repeated event writes nothing or the keys of the latest state, and
// the time of a key never goes back (listkey.Of). A folio deleted
// meanwhile loses its keys with it (the transaction then finds other keys
// than it read); one deleted before it ever had keys may get them back
// alone, which the trigger removes on that write's event, and any later
// call finding keys alone removes too (Orphan). It reports whether it
// wrote.
func Folio(ctx context.Context, st store.Store, log *slog.Logger, requestID string) (bool, error) {
	return FolioFrom(ctx, st, log, requestID, nil)
}

// FolioFrom is Folio starting from a folio the caller holds (a trigger's
// event: the folio as that write left it, keys included) instead of a
// read: the first transaction compares the stored keys with the ones that
// folio holds (for a folio held without keys, one write conditioned on
// there being none), and only when they moved is the folio read, as Folio
// reads it. The guard is the same compare, so what it may write is what
// Folio may: keys derived from a state whose keys are still the stored
// ones. A state older than the folio now, with its keys still current,
// means a newer write whose own event has not written its keys yet; that
// event then finds the keys moved, reads the folio and writes its keys.
// A nil held is Folio.
func FolioFrom(ctx context.Context, st store.Store, log *slog.Logger, requestID string, held *folio.Folio) (bool, error) {
	reqPath, err := store.Join("requests", requestID)
	if err != nil {
		return false, fmt.Errorf("listsync: %w", err)
	}
	for range attempts {
		var (
			f      *folio.Folio
			read   any
			fromEv bool
		)
		if held != nil {
			f, read, fromEv = held, listkey.FromFolio(held).Stored(), true
			held = nil
			if f.Status == "" && !sameKeys(read, nil) {
				continue // keys and no folio, maybe keys alone: see the node as stored
			}
		} else {
			// Read as JSON and decoded from it twice, the folio and its keys
			// as stored, rather than into a tree encoded again for the folio.
			var raw json.RawMessage
			if err := st.Get(ctx, reqPath, &raw); err != nil {
				if errors.Is(err, store.ErrNotFound) {
					return false, nil
				}
				return false, fmt.Errorf("listsync: read %s: %w", requestID, err)
			}
			f, err = folio.Decode(raw)
			if f == nil {
				return false, nil // not decodable at all
			}
			if err != nil && log != nil {
				log.WarnContext(ctx, "list keys: folio shape", "requestId", requestID, "error", err.Error())
			}
			var node map[string]json.RawMessage
			_ = json.Unmarshal(raw, &node)
			if l, ok := node["lists"]; ok {
				_ = json.Unmarshal(l, &read)
			}
			if len(node) == 1 && read != nil {
				// Keys alone: written after the folio's deletion by a
				// writer that held it (its write of the keys cannot see
				// the deletion). Whoever finds them removes them, not
				// only the trigger on that write's own event (a
				// redelivery, a later event, the backfill), or the staff
				// lists index a folio that does not exist. The removal is
				// conditioned on the whole node being keys alone, not on
				// the keys (the transaction below would remove the keys
				// of a folio written again around them since this read):
				// such a folio keeps them, and is read again here. Not
				// prevented at the write instead: conditioning it on the
				// folio is a read of the whole folio for every new one
				// (an import's thousands), which FolioFrom exists to avoid.
				removed, err := Orphan(ctx, st, requestID)
				if err != nil {
					return false, err
				}
				if removed {
					return false, nil
				}
				continue // the node changed since the read: read it again
			}
		}
		next, changed := listkey.Next(f)
		if !changed {
			return false, nil
		}
		if fromEv && sameKeys(read, nil) {
			// A folio held without keys (a new or imported one): the same
			// compare in one request, the keys written only while there are
			// none, instead of the transaction's read and write.
			wrote, err := st.SetIfAbsent(ctx, reqPath+"/lists", next.Stored())
			if err != nil {
				return false, fmt.Errorf("listsync: list keys of %s: %w", requestID, err)
			}
			if wrote {
				return true, nil
			}
			continue // keys written meanwhile: read the folio as it is now
		}
		err = st.Transaction(ctx, reqPath+"/lists", func(cur any) (any, error) {
			if !sameKeys(cur, read) {
				return nil, errMoved
			}
			if stored := next.Stored(); len(stored) > 0 {
				return stored, nil
			}
			return nil, nil
		})
		if errors.Is(err, errMoved) {
			continue
		}
		if err != nil {
			return false, fmt.Errorf("listsync: list keys of %s: %w", requestID, err)
		}
		return true, nil
	}
	return false, fmt.Errorf("listsync: list keys of %s: %w", requestID, errMoved)
}

// sameKeys compares two values of requests/{id}/lists as decoded JSON
// (an empty object is no keys, as the database stores it).
func sameKeys(a, b any) bool {
	am, _ := a.(map[string]any)
	bm, _ := b.(map[string]any)
	if len(am) == 0 || len(bm) == 0 {
		return len(am) == 0 && len(bm) == 0
	}
	return reflect.DeepEqual(am, bm)
}

// Orphan removes requests/{requestID}/lists when the folio around them is
// gone: the keys of a folio deleted between Folio's read and its write.
// It leaves a folio that has a status, and reports whether it removed.
func Orphan(ctx context.Context, st store.Store, requestID string) (bool, error) {
	reqPath, err := store.Join("requests", requestID)
	if err != nil {
		return false, fmt.Errorf("listsync: %w", err)
	}
	removed := false
	err = st.Transaction(ctx, reqPath, func(cur any) (any, error) {
		removed = false
		tree, _ := cur.(map[string]any)
		if len(tree) == 0 || tree["status"] != nil {
			return nil, store.ErrAbort
		}
		for k := range tree {
			if k != "lists" {
				return nil, store.ErrAbort
			}
		}
		removed = true
		return nil, nil
	})
	if err != nil && !errors.Is(err, store.ErrAbort) {
		return false, fmt.Errorf("listsync: orphan keys of %s: %w", requestID, err)
	}
	return removed, nil
}
