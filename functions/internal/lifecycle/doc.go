// Package lifecycle is the request lifecycle view of the folio contract
// (package contract, docs/contract.md): statuses, their Spanish labels and
// groups, who may move a folio from one status to another, and which side
// effect a transition triggers. The functions (trigger, monitor) read it.
//
// lifecycle.json next to this file is generated from the contract for the
// SPA and the rules tests; it is not a source.
//
// Pure domain code: no HTTP, no Firebase.
package lifecycle
