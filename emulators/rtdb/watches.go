package rtdb

import "oppnp/emulators/rtdb/namespace"

// Change is one concrete location whose value a write changed, delivered
// to a Watch.
type Change = namespace.Change

// Watch calls fn for every change of a location matching pattern in
// namespace ns, e.g. "requests/{requestId}" (no leading slash; {name}
// matches one segment). A write at, above or below the pattern's depth
// yields one Change per affected concrete location whose value changed.
// Changes are delivered asynchronously on one goroutine per watch, in
// commit order, never blocking writers and never dropped while the watch
// runs. stop ends the watch; changes still queued are discarded (a
// durable watch's stay in its outbox).
func (s *Server) Watch(ns, pattern string, fn func(Change)) (stop func()) {
	return s.db(ns).Watch("", pattern, fn)
}

// WatchDurable is Watch for a subscriber that must not miss a change:
// each change is journaled with the write that made it, before that write
// is acknowledged, and stays in the journal until fn's caller calls its
// Done. Changes not done when the server stops (cleanly or not) are
// delivered again, first and in commit order, to the durable watch of the
// same name in the next server that opens the journal: at least once, with
// the same Change.ID. name must be a valid database key and stable across
// restarts (the subscriber's name). Without a Journal the changes are kept
// in memory only.
func (s *Server) WatchDurable(name, ns, pattern string, fn func(Change)) (stop func()) {
	return s.db(ns).Watch(name, pattern, fn)
}

// ReserveDurable makes the durable watch name exist before its subscriber
// does: from now on each change of pattern in ns is journaled and queued
// for it, as for a running WatchDurable, and the first WatchDurable of
// name takes them all, in commit order, after the changes recovered from
// the journal. A server that reserves its durable watches before it
// accepts clients journals every acknowledged change, even one written
// before the subscriber (the functions host) started. The subscriber must
// ask for the same ns and pattern; a second reservation of name is a
// no-op.
func (s *Server) ReserveDurable(name, ns, pattern string) {
	s.db(ns).Reserve(name, pattern)
}
