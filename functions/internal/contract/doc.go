// Package contract is the folio's one definition (docs/contract.md): its
// fields with their types and sizes, its statuses and transitions, the
// customer link actions, and the field groups with who may write them in
// which statuses. It is data (folio.json, embedded here) so that the Go
// generators, the SPA and the security-rules tests read the same file.
//
// Loading checks the definition against the closed sets the code knows
// (actors, effects, field kinds, access flags): an unknown name fails with
// ErrInvalid, before any generator runs.
//
// Pure domain code: no HTTP, no Firebase.
package contract
