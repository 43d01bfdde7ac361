package sipre

import "errors"

// ErrOutOfHours is returned outside the SIPRE schedule.
var ErrOutOfHours = errors.New("sipre: outside operating hours")

// ErrNotCNCA is returned for a folio that is not in the CNCA process or not
// at a code from which a discharge may be requested.
var ErrNotCNCA = errors.New("sipre: folio cannot be discharged")

// ErrFailed is returned when the discharge failed; the folio stays at E0003
// and can be resumed.
var ErrFailed = errors.New("sipre: discharge failed")

// ErrNotFound is returned for an unknown folio.
var ErrNotFound = errors.New("sipre: folio not found")

// ErrForbidden is returned when the caller may not act on the folio.
var ErrForbidden = errors.New("sipre: not your folio")

// ErrInProgress is returned while another discharge of the folio runs (a
// double click).
var ErrInProgress = errors.New("sipre: discharge already in progress")

// ErrNoCredits is returned when the client has no internal credits left to
// discharge.
var ErrNoCredits = errors.New("sipre: no internal credits to discharge")

// ErrNoAccess is returned (wrapped in ErrForbidden) to a caller without the
// CNCA access claim.
var ErrNoAccess = errors.New("sipre: no CNCA access")
