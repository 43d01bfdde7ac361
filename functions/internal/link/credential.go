package link

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"time"
)

// credentialBytes is the credential's entropy: 256 bits, above the 128
// docs/adr/0030-link-credential-and-staff-revocation.md asks for.
const credentialBytes = 32

// NewCredential returns a random URL-safe credential for an SMS link. It
// is never stored: the database keeps only its hash (Hash) under its id
// (ID), so nobody who can read the database can open the link.
func NewCredential() (string, error) {
	var b [credentialBytes]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b[:]), nil
}

// WellFormed reports whether s could be a credential: URL-safe base64 of a
// sane length. Anything else is refused before any database read.
func WellFormed(s string) bool {
	if len(s) < 22 || len(s) > 128 {
		return false
	}
	for _, c := range s {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '-', c == '_':
		default:
			return false
		}
	}
	return true
}

// Hash is the hex SHA-256 of a credential, the value links/{linkId}/hash
// holds.
func Hash(credential string) string {
	h := sha256.Sum256([]byte(credential))
	return hex.EncodeToString(h[:])
}

// ID is the link id of a credential: the first 32 hex digits of its hash.
// It names links/{linkId}, the folio's uuid and the customer's uid
// link:{linkId}; knowing it does not give the credential.
func ID(credential string) string { return Hash(credential)[:32] }

// Record is links/{linkId}, written only by the functions.
type Record struct {
	Hash      string `json:"hash"`
	RequestID string `json:"requestId"`
	Action    int    `json:"action"`
	ExpiresAt int64  `json:"expiresAt"` // ms since epoch
	CreatedAt int64  `json:"createdAt"`
	ClosedAt  *int64 `json:"closedAt,omitempty"`
}

// Verify checks that credential opens the record at now: same hash
// (compared in constant time), not closed, not expired.
func (r *Record) Verify(credential string, now time.Time) error {
	if r == nil || r.Hash == "" || r.RequestID == "" {
		return ErrNotFound
	}
	if subtle.ConstantTimeCompare([]byte(r.Hash), []byte(Hash(credential))) != 1 {
		return ErrNotFound
	}
	return r.Open(now)
}

// Open checks that the record is neither closed nor expired at now; a
// closed link (its stage ended, or a newer link replaced it) counts as
// used.
func (r *Record) Open(now time.Time) error {
	if r == nil || r.RequestID == "" {
		return ErrNotFound
	}
	if r.ClosedAt != nil {
		return &Error{Kind: ErrUsed, Action: r.Action}
	}
	if now.UnixMilli() >= r.ExpiresAt {
		return &Error{Kind: ErrExpired, Action: r.Action}
	}
	return nil
}

// ResendLimit is how many links a folio may be sent by hand per
// ResendWindow: enough for a customer who lost the SMS, not enough to
// flood a phone.
const (
	ResendLimit  = 3
	ResendWindow = time.Hour
)

// AllowResend returns the resend times to keep (those inside the window,
// plus now) or ErrTooManyResends when the folio used up its quota.
func AllowResend(past []int64, now time.Time) ([]int64, error) {
	cut := now.Add(-ResendWindow).UnixMilli()
	keep := make([]int64, 0, len(past)+1)
	for _, t := range past {
		if t > cut {
			keep = append(keep, t)
		}
	}
	if len(keep) >= ResendLimit {
		return nil, ErrTooManyResends
	}
	return append(keep, now.UnixMilli()), nil
}
