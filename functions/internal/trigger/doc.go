// Package trigger reacts to writes of requests/{requestId} (the RTDB
// CloudEvent): on every status change it appends requestHistory, stamps
// lastUpdateAt, closes a finished customer link, and runs the side effects
// lifecycle.json names — customer links with their SMS, the biometric
// submission and its result callback, the COX submission and resend.
//
// Idempotency: every side effect claims a marker sideEffects/{id}/{event}
// in a transaction keyed by the CloudEvent id, and records its progress
// there, so a redelivered event never sends a second SMS or a second COX
// submission; a double click is not a second status change.
package trigger
