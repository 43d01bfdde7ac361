// Package scaleseed generates realistic folios in bulk for the scale
// dataset (`make seed-scale`, the scale benchmarks, docs/performance.md):
// spread over every status of the contract and over the simulator's
// promoters and their branches, with Mexican names and valid-looking CURP
// and RFC (the CURP's check digit is computed as RENAPO does). Each folio
// carries the list keys the functions would derive from it (package
// listkey), so an import without triggers fills the paged lists. The same
// seed and index always give the same folio.
package scaleseed
