package listsync

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/listkey"
	"oppnp/functions/internal/store"
)

// DefaultPageSize is the folios a backfill reads at once when no page size
// is given; MaxPageSize bounds what an operator may ask for.
const (
	DefaultPageSize = 200
	MaxPageSize     = 1000
)

// writers is how many folios of a page are written at once.
const writers = 8

// Result is what a backfill did: folios read and folios whose keys it
// wrote.
type Result struct {
	Read    int `json:"read"`
	Changed int `json:"changed"`
}

// Backfill gives every folio the list keys listkey derives for it: it walks
// requests/ by key one page at a time (memory bounded by the page, never
// the collection), and writes, through Folio's transaction, only the
// folios whose keys are missing or differ. A second run reads every folio
// and changes none. pageSize 0 is DefaultPageSize. On an error it returns
// what it did so far with ErrIncomplete.
func Backfill(ctx context.Context, st store.Store, log *slog.Logger, pageSize int) (Result, error) {
	if pageSize == 0 {
		pageSize = DefaultPageSize
	}
	if pageSize < 1 || pageSize > MaxPageSize {
		return Result{}, ErrBadPageSize
	}
	var res Result
	for after := ""; ; {
		page, err := st.Page(ctx, "requests", after, pageSize)
		if err != nil {
			return res, fmt.Errorf("%w: read after %q: %w", ErrIncomplete, after, err)
		}
		if len(page) == 0 {
			return res, nil
		}
		res.Read += len(page)
		n, err := writePage(ctx, st, log, stale(page))
		res.Changed += n
		if err != nil {
			return res, fmt.Errorf("%w: %w", ErrIncomplete, err)
		}
		after = page[len(page)-1].Key
	}
}

// stale is the ids of a page's folios whose keys are missing or differ.
// A child that is not a folio (no status, not decodable) has none to get.
func stale(page []store.Node) []string {
	var ids []string
	for _, n := range page {
		if _, err := store.Join(n.Key); err != nil {
			continue
		}
		f, _ := folio.FromTree(n.Value)
		if _, changed := listkey.Next(f); f != nil && changed {
			ids = append(ids, n.Key)
		}
	}
	return ids
}

// writePage runs Folio on ids, a few at a time, and counts the writes.
func writePage(ctx context.Context, st store.Store, log *slog.Logger, ids []string) (int, error) {
	var (
		mu    sync.Mutex
		wg    sync.WaitGroup
		n     int
		errs  []error
		slots = make(chan struct{}, writers)
	)
	for _, id := range ids {
		slots <- struct{}{}
		wg.Add(1)
		go func() {
			defer func() { <-slots; wg.Done() }()
			wrote, err := Folio(ctx, st, log, id)
			mu.Lock()
			defer mu.Unlock()
			if wrote {
				n++
			}
			if err != nil {
				errs = append(errs, err)
			}
		}()
	}
	wg.Wait()
	return n, errors.Join(errs...)
}
