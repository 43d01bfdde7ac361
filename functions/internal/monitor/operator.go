package monitor

import (
	"crypto/sha256"
	"crypto/subtle"
	"fmt"
	"strings"

	"oppnp/functions/internal/folio"
)

// OperatorUID is the lastUpdateBy of an operator correction; the request
// trigger records it in requestHistory with the role OperatorRole.
const (
	OperatorUID  = "operator"
	OperatorRole = "Operador"
)

// CheckKey compares the key an operator typed with the configured one in
// constant time (both hashed first, so not even the length leaks). An empty
// configured key refuses every key: the operator actions stay closed.
func CheckKey(configured, given string) error {
	given = strings.TrimSpace(given)
	if given == "" {
		return ErrNoKey
	}
	a, b := sha256.Sum256([]byte(configured)), sha256.Sum256([]byte(given))
	if subtle.ConstantTimeCompare(a[:], b[:]) != 1 || configured == "" {
		return ErrBadKey
	}
	return nil
}

// correctors are the actors whose transitions an operator may apply: the
// staff's and the functions' (a stuck COX or biometric result). Customer
// steps stay the customer's.
var correctors = []folio.Actor{folio.ActorStaff, folio.ActorFunctions}

// CheckCorrection checks an operator status correction against the folio
// contract's transitions (docs/contract.md).
func CheckCorrection(from, to folio.Status) error {
	if !from.Valid() || !to.Valid() {
		return fmt.Errorf("%w: unknown status in %q → %q", ErrBadCorrection, from, to)
	}
	for _, a := range correctors {
		if folio.Find(from, to, a) != nil {
			return nil
		}
	}
	return fmt.Errorf("%w: %s → %s", ErrBadCorrection, from, to)
}

// Targets lists the statuses an operator may move a folio to from from.
func Targets(from folio.Status) []folio.Status {
	return folio.Targets(from, correctors...)
}
