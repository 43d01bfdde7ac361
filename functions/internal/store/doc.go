// Package store is the functions' view of the Realtime Database: a small
// path-based interface the domain packages depend on, with an RTDB
// implementation over firebase-admin-go (rtdbstore) and an in-memory one for
// unit tests (memstore).
package store
