package session

import "errors"

// ErrNoDataSeller is returned when the gateway's login has no dataSeller.
var ErrNoDataSeller = errors.New("session: login without dataSeller")

// ErrBadInput is returned for a request missing required fields.
var ErrBadInput = errors.New("session: missing fields")

// ErrBlocked is returned by a refresh for a promoter the gateway now
// reports blocked: its Firebase sessions were revoked.
var ErrBlocked = errors.New("session: promoter blocked")

// ErrNoRole is returned when roles/{bpId} is missing.
var ErrNoRole = errors.New("session: no role record")

// ErrNotStaff is returned when a staff-only call comes from another
// identity (a customer link, a non-staff uid) or from a staff member whose
// role is no longer live.
var ErrNotStaff = errors.New("session: not live staff")
