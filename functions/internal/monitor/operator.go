package monitor

import (
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"fmt"
	"sort"
	"strings"

	"oppnp/functions/internal/lifecycle"
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
var correctors = []lifecycle.Actor{lifecycle.Staff, lifecycle.Functions}

// CheckCorrection checks an operator status correction against lifecycle.json.
func CheckCorrection(def *lifecycle.Definition, from, to string) error {
	for _, a := range correctors {
		_, err := def.Find(from, to, a)
		if err == nil {
			return nil
		}
		if errors.Is(err, lifecycle.ErrUnknownStatus) {
			return fmt.Errorf("%w: %w", ErrBadCorrection, err)
		}
	}
	return fmt.Errorf("%w: %s → %s", ErrBadCorrection, from, to)
}

// Targets lists the statuses an operator may move a folio to from from.
func Targets(def *lifecycle.Definition, from string) []string {
	seen := map[string]bool{}
	var out []string
	for _, a := range correctors {
		for _, t := range def.Targets(from, a) {
			if !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	sort.Strings(out)
	return out
}
