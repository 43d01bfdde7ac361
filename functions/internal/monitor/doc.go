// Package monitor keeps the public, masked projection of the folios that
// the no-login monitor pages read (docs/requirements.md §2 monitor routes). "No login does
// not mean open": requests/ stays closed to the unauthenticated, and the
// functions write monitor/ — readable by anyone, writable by no client —
// with only what a wall board needs:
//
//	monitor/requests/{id}  Entry: status and its Spanish label, masked
//	                       promoter, branch, product, amount, document
//	                       statuses, lastUpdateAt and enteredStatusAt; nothing
//	                       of the customer's name or CURP
//	monitor/history/{id}/{eventId}  Step: from, to, role, at (never a uid)
//	monitor/board          Board: per status count, sum and oldest of
//	                       enteredStatusAt, and the members by when they
//	                       entered in buckets that widen with age, so a page
//	                       computes the average, median, p90 and maximum time
//	                       in the current status against its clock; kept by
//	                       increments (Sync, StatusStats), rebuilt whole only
//	                       by the operator's Rebuild
//	monitor/meta           when the projection was last rebuilt from requests/
//
// The promoter is masked by its class in the folio contract (package mask).
// The projection is pure; Service writes them through
// the store interface. Operator actions need a named operator's key
// (Authenticate: operators/{operatorId} holds its hash, operatorLockout/
// the wrong-key counters, both functions-only), and a status correction must
// be one of the Repairs (docs/adr/0051-named-operators-and-repairs.md).
package monitor
