// Package correction reads a write of a folio under an open correction
// (docs/contract.md, "Correcting a folio after capture"): which of the
// correction's items and annexes the write changed, and whether it touched
// signed terms (amount, term, rate, CLABE, identity), which voids the
// customer's signature and the carta libranza. The database trigger turns
// the answer into writes and trail entries; this package holds no I/O.
package correction
