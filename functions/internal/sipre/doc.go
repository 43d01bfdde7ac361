// Package sipre runs the SIPRE discharge of a CNCA folio: refused outside
// the bank-side system's hours (8:00–21:30 America/Mexico_City, docs/requirements.md §1, §9),
// then moving cnca.code E0002 → E0003 → E0004 (total) or E0005 (partial).
package sipre
