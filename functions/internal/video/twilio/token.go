package twilio

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"time"
)

// MaxTTL is the longest life Twilio accepts for an access token.
const MaxTTL = 24 * time.Hour

// Claims is the payload of a Twilio access token with a video grant.
type Claims struct {
	JTI    string `json:"jti"`
	Issuer string `json:"iss"` // the API key SID
	// Subject is the account SID.
	Subject   string `json:"sub"`
	NotBefore int64  `json:"nbf"`
	Expires   int64  `json:"exp"`
	Grants    Grants `json:"grants"`
}

// Grants names who joins (identity) and where (the video room).
type Grants struct {
	Identity string     `json:"identity"`
	Video    VideoGrant `json:"video"`
}

// VideoGrant limits the token to one room.
type VideoGrant struct {
	Room string `json:"room"`
}

var tokenHeader = map[string]string{"alg": "HS256", "typ": "JWT", "cty": "twilio-fpa;v=1"}

func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

// Mint signs an access token (HS256 with the API key secret) that lets
// identity join room until now+ttl.
func (c *Config) Mint(identity, room string, now time.Time, ttl time.Duration) (string, error) {
	if identity == "" || room == "" || ttl <= 0 || ttl > MaxTTL {
		return "", fmt.Errorf("%w: identity, room and a ttl up to %s", ErrConfig, MaxTTL)
	}
	claims := Claims{
		JTI:       fmt.Sprintf("%s-%d", c.APIKeySID, now.Unix()),
		Issuer:    c.APIKeySID,
		Subject:   c.AccountSID,
		NotBefore: now.Unix(),
		Expires:   now.Add(ttl).Unix(),
		Grants:    Grants{Identity: identity, Video: VideoGrant{Room: room}},
	}
	h, err := json.Marshal(tokenHeader)
	if err != nil {
		return "", err
	}
	p, err := json.Marshal(claims)
	if err != nil {
		return "", err
	}
	signing := b64(h) + "." + b64(p)
	mac := hmac.New(sha256.New, []byte(c.APIKeySecret))
	mac.Write([]byte(signing))
	return signing + "." + b64(mac.Sum(nil)), nil
}
