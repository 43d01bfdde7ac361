// Package lifecycle is the request lifecycle of DESIGN §4: statuses, their
// Spanish labels and groups, who may move a folio from one status to another,
// and which side effect a transition triggers. It is read from the embedded
// lifecycle.json, the one definition the rules, the functions and the SPA are
// derived from or tested against.
//
// Pure domain code: no HTTP, no Firebase.
package lifecycle
