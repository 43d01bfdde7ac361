package namespace

// Journal records committed writes for durability. Record is called for
// every committed write, in commit order per namespace, before the write is
// applied and acknowledged; an error fails the write. kind is "set" (value
// replaces path) or "update" (value is an object of relative paths, each
// replacing path/key). path starts with "/" and may end in "/.priority".
// value is JSON in export form (.priority/.value) with server values
// already resolved, so replaying the journal needs no clock.
type Journal interface {
	Record(ns, kind, path string, value []byte) error
}

// AppendJournal is a Journal that can split Record in two: Append queues
// the record (called under the namespace lock, so the log keeps commit
// order) and wait returns once it is on disk (called after the lock is
// released, so concurrent writers share one fsync: group commit). The
// server acknowledges a write only after wait returns nil. Listeners may
// see the write before it is on disk; if wait fails the writer gets an
// error and the journal must refuse everything after (persist.Store's
// errors are sticky).
type AppendJournal interface {
	Journal
	Append(ns, kind, path string, value []byte) (wait func() error, err error)
}
