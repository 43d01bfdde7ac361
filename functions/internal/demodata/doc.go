// Package demodata builds the demo data `make run` imports
// (functions/demo): a folio in every status of the contract, each with the
// data, trail and registered evidence of that status, and the gateway
// documents the evidence names, so the staff desk shows the images on
// first start. `go run ./functions/cmd/demogen` writes it; a test fails
// when the committed files are stale.
package demodata
