package listsync

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"oppnp/functions/internal/clock"
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

// CursorPath holds where an unfinished backfill stopped: the key of the
// last folio of the last page it completed. Only the functions read it.
const CursorPath = "maintenance/listsBackfill"

// Run bounds one backfill call.
type Run struct {
	// PageSize is the folios read at once (0: DefaultPageSize).
	PageSize int
	// Pages, when positive, is the most pages this call does.
	Pages int
	// Until, when set, is the time after which no new page is started.
	Until time.Time
	// Restart starts from the first folio instead of the stored cursor.
	Restart bool
}

// Result is what a backfill call did: folios read and folios whose keys it
// wrote; Cursor, when not Complete, is the key of the last folio done,
// the one the next call goes on after.
type Result struct {
	Read     int    `json:"read"`
	Changed  int    `json:"changed"`
	Complete bool   `json:"complete"`
	Cursor   string `json:"cursor,omitempty"`
}

// cursor is the stored value at CursorPath.
type cursor struct {
	After string `json:"after"`
}

// Backfill gives every folio the list keys listkey derives for it: it walks
// requests/ by key one page at a time (memory bounded by the page, never
// the collection), and writes, through Folio's transaction, only the
// folios whose keys are missing or differ. A call cut short (run.Pages,
// run.Until, an error, a process that died) leaves at CursorPath the last
// page it completed, and the next call goes on from there: a page cut in
// the middle is read again, and Folio writes only the keys still missing,
// so nothing is written twice. A complete walk clears the cursor, so a
// second run reads every folio and changes none. On an error it returns
// what it did so far with ErrIncomplete.
func Backfill(ctx context.Context, st store.Store, log *slog.Logger, run Run) (Result, error) {
	pageSize := run.PageSize
	if pageSize == 0 {
		pageSize = DefaultPageSize
	}
	if pageSize < 1 || pageSize > MaxPageSize {
		return Result{}, ErrBadPageSize
	}
	var res Result
	var at cursor
	if !run.Restart {
		if err := st.Get(ctx, CursorPath, &at); err != nil && !errors.Is(err, store.ErrNotFound) {
			return res, fmt.Errorf("%w: cursor: %w", ErrIncomplete, err)
		}
	}
	for pages := 0; ; pages++ {
		if (run.Pages > 0 && pages >= run.Pages) || (!run.Until.IsZero() && clock.Wall.Now().After(run.Until)) {
			res.Cursor = at.After
			return res, nil
		}
		page, err := st.Page(ctx, "requests", at.After, pageSize)
		if err != nil {
			return res, fmt.Errorf("%w: read after %q: %w", ErrIncomplete, at.After, err)
		}
		if len(page) == 0 {
			if err := st.Set(ctx, CursorPath, nil); err != nil {
				return res, fmt.Errorf("%w: cursor: %w", ErrIncomplete, err)
			}
			res.Complete = true
			return res, nil
		}
		res.Read += len(page)
		n, err := writePage(ctx, st, log, stale(page))
		res.Changed += n
		if err != nil {
			return res, fmt.Errorf("%w: %w", ErrIncomplete, err)
		}
		at.After = page[len(page)-1].Key
		if err := st.Set(ctx, CursorPath, at); err != nil {
			return res, fmt.Errorf("%w: cursor: %w", ErrIncomplete, err)
		}
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
