// Package trigger reacts to writes of requests/{requestId} (the RTDB
// CloudEvent): every write gets an entry in the trail requestHistory (who,
// role, changed paths, masked values); a status change closes a finished
// customer link and runs the side effects the folio contract names
// (docs/contract.md), a closed set (folio.Effect): customer links with
// their SMS, the biometric submission and its result callback, the COX
// submission and resend. The folio is read in the contract's types
// (folio.Folio); only the trail's diff walks the stored tree.
//
// Exactly once per transition: every side effect has a marker
// sideEffects/{id}/{status}_{stamp}_{effect} keyed by the entry into the
// status (not by the CloudEvent id), claimed with a lease in a transaction
// and closed for good when done, so a redelivered, a concurrent duplicate
// or a second event of the same transition never sends a second SMS,
// biometric or COX submission; a double click is not a second status
// change. COX submissions also carry an idempotency key, so a timed-out
// submission is retried safely, a bounded number of times.
package trigger
