package namespace

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"sort"
	"strconv"
	"sync"
	"time"

	"oppnp/emulators/rtdb/tree"
)

// OutboxNamespace is the journal namespace that holds the changes of the
// durable watches not yet done (Watch with a name): a name no client can
// ask for (the server refuses it), so it is never served, exported or written
// by anyone but the outbox. Its value is {watch name: {entry id: change}},
// each change one JSON string (outboxEntry), so the journal's compaction
// keeps exactly the entries not yet done.
const OutboxNamespace = ".outbox"

// outboxEntry is a change as the outbox journals it.
type outboxEntry struct {
	NS       string            `json:"ns"`
	Ref      string            `json:"ref"`
	Params   map[string]string `json:"params,omitempty"`
	Before   any               `json:"before,omitempty"`
	After    any               `json:"after,omitempty"`
	Time     int64             `json:"time"` // commit time, Unix ms
	AuthType string            `json:"authType,omitempty"`
	AuthID   string            `json:"authId,omitempty"`
}

// ChangeOutbox journals the durable watches' changes and their acknowledgements,
// and holds the changes recovered at start until their watch subscribes.
type ChangeOutbox struct {
	disk Journal // nil: not durable
	log  *slog.Logger

	mu      sync.Mutex
	seq     uint64              // the last entry id handed out
	pending map[string][]Change // recovered, by watch name, in commit order
	// reserved are the durable watches made before their subscriber
	// (Reserve), by name, until it attaches.
	reserved map[string]*watch
	// count is how many changes of durable watches are not done yet
	// (journaled, queued, in flight or recovered); limit bounds it
	// (admit).
	count, limit int
}

// DefaultOutboxLimit bounds the changes of durable watches not yet done:
// a day of a busy branch's status changes, a few tens of megabytes of
// folios in memory and on disk.
const DefaultOutboxLimit = 10000

// NewChangeOutbox makes the outbox every namespace of a server shares.
// j journals the changes (nil: kept in memory only); limit bounds the
// changes not done yet (admit; DefaultOutboxLimit when not positive);
// pending is what a journal recovered of OutboxNamespace (JSON, empty or
// null when nothing).
func NewChangeOutbox(j Journal, log *slog.Logger, limit int, pending []byte) (*ChangeOutbox, error) {
	if limit <= 0 {
		limit = DefaultOutboxLimit
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	// Ids start at the boot time in microseconds, so a change after a
	// restart never takes the id of one done before it (a subscriber may
	// key its records by the id), and stay in commit order.
	o := &ChangeOutbox{disk: j, log: log, pending: map[string][]Change{}, reserved: map[string]*watch{},
		seq: uint64(time.Now().UnixMicro()), limit: limit}
	b := pending
	if len(bytes.TrimSpace(b)) == 0 || string(bytes.TrimSpace(b)) == "null" {
		return o, nil
	}
	var byName map[string]map[string]string
	if err := json.Unmarshal(b, &byName); err != nil {
		return nil, fmt.Errorf("%w: outbox: %v", ErrBadRequest, err)
	}
	for name, entries := range byName {
		ids := make([]string, 0, len(entries))
		for id := range entries {
			ids = append(ids, id)
		}
		sort.Strings(ids) // fixed width: string order is commit order
		for _, id := range ids {
			c, err := decodeEntry(entries[id])
			if err != nil {
				return nil, fmt.Errorf("%w: outbox entry %s/%s: %v", ErrBadRequest, name, id, err)
			}
			c.ID = id
			o.pending[name] = append(o.pending[name], c)
			o.count++
			if n, err := strconv.ParseUint(id, 10, 64); err == nil {
				o.seq = max(o.seq, n)
			}
		}
	}
	return o, nil
}

func decodeEntry(s string) (Change, error) {
	dec := json.NewDecoder(bytes.NewReader([]byte(s)))
	dec.UseNumber()
	var e outboxEntry
	if err := dec.Decode(&e); err != nil {
		return Change{}, err
	}
	return Change{Namespace: e.NS, Ref: e.Ref, Params: e.Params, Before: e.Before, After: e.After,
		Time: time.UnixMilli(e.Time), AuthType: e.AuthType, AuthID: e.AuthID}, nil
}

// attach takes name's reservation, if any, for its subscriber; d.mu held.
func (o *ChangeOutbox) attach(name string) *watch {
	if name == "" {
		return nil
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	w := o.reserved[name]
	delete(o.reserved, name)
	return w
}

// journal gives the changes of durable watches their ids and journals
// them; d.mu held, so the outbox keeps commit order. wait, when not nil,
// covers the write journaled before them too.
func (o *ChangeOutbox) journal(bs []watchBatch) (wait func() error, err error) {
	for _, b := range bs {
		if b.w.durable == "" {
			continue
		}
		for i := range b.cs {
			c := &b.cs[i]
			o.mu.Lock()
			o.seq++
			c.ID = fmt.Sprintf("%020d", o.seq)
			o.mu.Unlock()
			c.ack = o.acker(b.w.durable, c.ID)
			j := o.disk
			if j == nil {
				continue
			}
			e := *c // the queued change stays lazy
			e.materialize()
			val, err := encodeEntry(e)
			if err != nil {
				return nil, err
			}
			path := "/" + b.w.durable + "/" + c.ID
			if aj, ok := j.(AppendJournal); ok {
				if wait, err = aj.Append(OutboxNamespace, "set", path, val); err != nil {
					return nil, err
				}
			} else if err := j.Record(OutboxNamespace, "set", path, val); err != nil {
				return nil, err
			}
		}
	}
	return wait, nil
}

// encodeEntry is a change as one JSON string value.
func encodeEntry(c Change) ([]byte, error) {
	e, err := json.Marshal(outboxEntry{NS: c.Namespace, Ref: c.Ref, Params: c.Params, Before: c.Before, After: c.After,
		Time: c.Time.UnixMilli(), AuthType: c.AuthType, AuthID: c.AuthID})
	if err != nil {
		return nil, err
	}
	return json.Marshal(string(e))
}

// acker removes one entry from the outbox. It waits for the disk: a done
// change the journal forgot would only be delivered again, but waiting
// keeps those redeliveries to the changes in flight at a crash.
func (o *ChangeOutbox) acker(name, id string) func() {
	var once sync.Once
	return func() {
		once.Do(func() {
			defer o.release(1)
			j := o.disk
			if j == nil {
				return
			}
			if err := j.Record(OutboxNamespace, "set", "/"+name+"/"+id, []byte("null")); err != nil {
				// The change stays in the outbox and comes again after a
				// restart; the journal refuses every write by now anyway.
				o.log.Warn("rtdb: outbox acknowledgement not journaled", "watch", name, "id", id, "err", err)
			}
		})
	}
}

// admit makes room in the outbox for a write's n changes of durable
// watches, before the write is journaled. A full outbox refuses the write
// (ErrOutboxFull) rather than drop or forget a change it acknowledged: the
// writer is told, nothing is applied, and writes that no trigger watches
// go on. A write is admitted whenever the outbox is empty, so one large
// write can always pass: the outbox holds at most limit changes, or one
// write's changes. release gives the room back.
//
// A write of one change has a reserve of another limit: a bulk write (an
// import's multi-path update) fills the outbox up to limit and is then
// refused, while a trigger that writes back to the locations it watches
// (one folio at a time) can still finish the changes it is handling. With
// no reserve, an import that filled the outbox refused every write of the
// triggers that would empty it, and they stalled for good.
func (o *ChangeOutbox) admit(n int) error {
	if n == 0 {
		return nil
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	limit := o.limit
	if n == 1 {
		limit *= 2
	}
	if !o.fitsLocked(n) {
		return &OutboxFull{N: n, msg: fmt.Sprintf("%d changes wait for their trigger (limit %d)", o.count, limit)}
	}
	o.count += n
	return nil
}

// fitsLocked reports whether admit would take n changes now; o.mu held.
func (o *ChangeOutbox) fitsLocked(n int) bool {
	limit := o.limit
	if n == 1 {
		limit *= 2
	}
	return o.count == 0 || o.count+n <= limit
}

// Fits is fitsLocked for a writer waiting for room.
func (o *ChangeOutbox) Fits(n int) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.fitsLocked(n)
}

// OutboxFull is ErrOutboxFull with the size N of the write refused, so
// that its writer can wait until a write of that size fits (Fits).
type OutboxFull struct {
	N   int
	msg string
}

func (e *OutboxFull) Error() string { return ErrOutboxFull.Error() + ": " + e.msg }
func (e *OutboxFull) Unwrap() error { return ErrOutboxFull }

func (o *ChangeOutbox) release(n int) {
	o.mu.Lock()
	o.count -= n
	o.mu.Unlock()
}

// durableChanges counts the changes of bs that go to durable watches.
func durableChanges(bs []watchBatch) int {
	n := 0
	for _, b := range bs {
		if b.w.durable != "" {
			n += len(b.cs)
		}
	}
	return n
}

// recovered takes the changes recovered for name, now ready to be done.
func (o *ChangeOutbox) recovered(name string) []Change {
	o.mu.Lock()
	defer o.mu.Unlock()
	cs := o.pending[name]
	delete(o.pending, name)
	for i := range cs {
		cs[i].ack = o.acker(name, cs[i].ID)
	}
	return cs
}

// ValidWatchName reports whether name can key the outbox.
func ValidWatchName(name string) bool {
	return name != "" && tree.ValidKey(name) == nil
}
