package monitor

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"regexp"
	"strings"
)

// Operator is a named person allowed to repair folios from the monitor
// (docs/adr/0051-named-operators-and-repairs.md). The trail and the logs
// name the operator by ID and Name.
type Operator struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// OperatorRecord is operators/{operatorId}, a functions-only node: the
// operator's name, the SHA-256 of the operator's key (never the key) and
// whether the operator is disabled.
type OperatorRecord struct {
	Name     string `json:"name"`
	KeyHash  string `json:"keyHash"`
	Disabled bool   `json:"disabled,omitempty"`
}

// OperatorPrefix starts the lastUpdateBy of an operator correction,
// "operator:{operatorId}"; the request trigger records that uid in
// requestHistory with the role OperatorRole and the operator's name.
const (
	OperatorPrefix = "operator:"
	OperatorRole   = "Operador"
)

// UID is the lastUpdateBy an operator's correction writes.
func (o Operator) UID() string { return OperatorPrefix + o.ID }

// OperatorID returns the operator id of a lastUpdateBy written by an
// operator correction, and whether it is one.
func OperatorID(uid string) (string, bool) {
	id, ok := strings.CutPrefix(uid, OperatorPrefix)
	return id, ok && operatorID.MatchString(id)
}

// operatorID is what an operator id may be: lower-case letters, digits and
// hyphens, so it is a database key and never holds the '.' that ends it in
// a key.
var operatorID = regexp.MustCompile(`^[a-z0-9-]{1,40}$`)

// ParseKey splits a presented operator key, "{operatorId}.{secret}", at its
// first dot. ok is false when the key has no valid operator id or no
// secret: such a key is counted against the unknown-operator bucket.
func ParseKey(key string) (id string, ok bool) {
	id, secret, found := strings.Cut(strings.TrimSpace(key), ".")
	return id, found && secret != "" && operatorID.MatchString(id)
}

// HashKey is the keyHash stored for a key: hex SHA-256 of the whole key as
// presented, operator id included. The secret is high-entropy (at least 128
// random bits), so a plain hash is enough: there is nothing to guess
// offline from a leaked hash.
func HashKey(key string) string {
	h := sha256.Sum256([]byte(strings.TrimSpace(key)))
	return hex.EncodeToString(h[:])
}

// matches compares the key's hash with the stored one in constant time. A
// record without a hash, or disabled, matches no key.
func (r OperatorRecord) matches(key string) bool {
	want, err := hex.DecodeString(r.KeyHash)
	if err != nil || len(want) != sha256.Size || r.Disabled {
		return false
	}
	got := sha256.Sum256([]byte(strings.TrimSpace(key)))
	return subtle.ConstantTimeCompare(want, got[:]) == 1
}
