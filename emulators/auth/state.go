package auth

import (
	"crypto/rand"
	"encoding/json"
	"maps"
	"strconv"
	"time"
)

// User is one account the emulator knows.
type User struct {
	LocalID       string
	DisplayName   string
	PhotoURL      string
	Email         string
	EmailVerified bool
	PhoneNumber   string
	Disabled      bool
	// CustomAttributes is the JSON object set by admin SetCustomUserClaims;
	// its keys are copied into every ID token minted for the user.
	CustomAttributes string
	// Provider is "custom" or "anonymous": how the user first signed in.
	Provider      string
	CreatedAt     time.Time
	LastLoginAt   time.Time
	LastRefreshAt time.Time
	// ValidSince is when refresh tokens were last revoked; ID tokens issued
	// before it are revoked.
	ValidSince time.Time

	// refresh holds the refresh tokens issued since the last revocation.
	refresh map[string]bool
}

// project is one project's accounts and emulator config.
type project struct {
	users  map[string]*User
	config map[string]any
}

func newProject() *project {
	return &project{users: map[string]*User{}, config: defaultConfig()}
}

// defaultConfig is GET /emulator/v1/projects/{p}/config of a fresh emulator.
func defaultConfig() map[string]any {
	return map[string]any{
		"signIn":             map[string]any{"allowDuplicateEmails": false},
		"emailPrivacyConfig": map[string]any{"enableImprovedEmailPrivacy": false},
	}
}

// customClaims decodes CustomAttributes; an empty string is no claims.
func (u *User) customClaims() map[string]any {
	if u.CustomAttributes == "" {
		return nil
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(u.CustomAttributes), &m); err != nil {
		return nil
	}
	return m
}

func (u *User) clone() *User {
	c := *u
	c.refresh = maps.Clone(u.refresh)
	return &c
}

// userJSON is a user as accounts:lookup returns it, fields in the official
// emulator's order; times are strings as on the wire.
type userJSON struct {
	LocalID          string `json:"localId"`
	DisplayName      string `json:"displayName,omitempty"`
	PhotoURL         string `json:"photoUrl,omitempty"`
	Email            string `json:"email,omitempty"`
	EmailVerified    *bool  `json:"emailVerified,omitempty"`
	PhoneNumber      string `json:"phoneNumber,omitempty"`
	Disabled         bool   `json:"disabled,omitempty"`
	CustomAttributes string `json:"customAttributes,omitempty"`
	CustomAuth       bool   `json:"customAuth,omitempty"`
	ValidSince       string `json:"validSince,omitempty"`
	LastLoginAt      string `json:"lastLoginAt,omitempty"`
	CreatedAt        string `json:"createdAt"`
	LastRefreshAt    string `json:"lastRefreshAt,omitempty"`
}

func (u *User) toJSON() userJSON {
	j := userJSON{
		LocalID:          u.LocalID,
		DisplayName:      u.DisplayName,
		PhotoURL:         u.PhotoURL,
		Email:            u.Email,
		PhoneNumber:      u.PhoneNumber,
		Disabled:         u.Disabled,
		CustomAttributes: u.CustomAttributes,
		CustomAuth:       u.Provider == providerCustom,
		CreatedAt:        strconv.FormatInt(u.CreatedAt.UnixMilli(), 10),
	}
	if u.Email != "" {
		v := u.EmailVerified
		j.EmailVerified = &v
	}
	if !u.ValidSince.IsZero() {
		j.ValidSince = strconv.FormatInt(u.ValidSince.Unix(), 10)
	}
	if !u.LastLoginAt.IsZero() {
		j.LastLoginAt = strconv.FormatInt(u.LastLoginAt.UnixMilli(), 10)
	}
	if !u.LastRefreshAt.IsZero() {
		j.LastRefreshAt = u.LastRefreshAt.UTC().Format("2006-01-02T15:04:05.000Z")
	}
	return j
}

const (
	providerCustom    = "custom"
	providerAnonymous = "anonymous"
)

// newLocalID returns a 28-character id like the emulator's auto ids.
func newLocalID() string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b := make([]byte, 28)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b)
}
