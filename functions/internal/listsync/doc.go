// Package listsync writes a folio's list keys (requests/{id}/lists, derived
// by listkey) into the database: for one folio after each of its writes
// (the trigger), and for every folio at once (Backfill, the data migration
// of the folios written before the keys existed). Both go through the same
// transaction, so both keep the guarantees of
// docs/adr/0035-paged-lists-on-composite-keys.md: the keys of the folio as
// it is now, their time never going back.
package listsync
