package idtoken

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
)

// Claims is a token payload as decoded JSON. Custom claims sit at the top
// level beside the registered ones, as the Auth emulator copies them.
type Claims map[string]any

// Mint returns an unsigned token: header {"alg":"none","typ":"JWT"}, the
// claims as payload, and an empty signature.
func Mint(c Claims) (string, error) {
	return MintWithHeader(map[string]any{"alg": "none", "typ": "JWT"}, c)
}

// MintWithHeader is Mint with a caller-chosen header; the JS SDK's mock
// tokens spell "type" where the Auth emulator spells "typ".
func MintWithHeader(header map[string]any, c Claims) (string, error) {
	h, err := json.Marshal(header)
	if err != nil {
		return "", fmt.Errorf("cannot encode header: %w", err)
	}
	p, err := json.Marshal(c)
	if err != nil {
		return "", fmt.Errorf("cannot encode claims: %w", err)
	}
	enc := base64.RawURLEncoding
	return enc.EncodeToString(h) + "." + enc.EncodeToString(p) + ".", nil
}

// Parse decodes a token's header and payload without verifying anything.
func Parse(token string) (header map[string]any, c Claims, err error) {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return nil, nil, fmt.Errorf("%w: %d segments", ErrMalformed, len(parts))
	}
	if err := decodeSegment(parts[0], &header); err != nil {
		return nil, nil, fmt.Errorf("%w: header: %v", ErrMalformed, err)
	}
	if err := decodeSegment(parts[1], &c); err != nil {
		return nil, nil, fmt.Errorf("%w: payload: %v", ErrMalformed, err)
	}
	if header == nil || c == nil {
		return nil, nil, fmt.Errorf("%w: header and payload must be JSON objects", ErrMalformed)
	}
	return header, c, nil
}

// decodeSegment accepts base64url with or without padding; some clients pad.
func decodeSegment(seg string, v any) error {
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(seg, "="))
	if err != nil {
		return err
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.UseNumber()
	return dec.Decode(v)
}

// Auth is the security rules `auth` variable derived from a token.
type Auth struct {
	UID      string
	Provider string
	Token    Claims
}

// Variable returns auth as the rules language sees it: {uid, provider, token}.
func (a *Auth) Variable() map[string]any {
	if a == nil {
		return nil
	}
	return map[string]any{"uid": a.UID, "provider": a.Provider, "token": map[string]any(a.Token)}
}

// AuthFrom derives the rules auth from claims: uid is sub (else user_id),
// provider is firebase.sign_in_provider.
func AuthFrom(c Claims) (*Auth, error) {
	uid, _ := c["sub"].(string)
	if uid == "" {
		uid, _ = c["user_id"].(string)
	}
	if uid == "" {
		return nil, ErrNoSubject
	}
	provider := ""
	if fb, ok := c["firebase"].(map[string]any); ok {
		provider, _ = fb["sign_in_provider"].(string)
	}
	return &Auth{UID: uid, Provider: provider, Token: c}, nil
}
