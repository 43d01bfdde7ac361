package twilio

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"fmt"
	"net/url"
	"sort"
	"strings"
)

// SignatureHeader carries Twilio's signature of a request it sends.
const SignatureHeader = "X-Twilio-Signature"

// Sign is Twilio's request signature: HMAC-SHA1 under the auth token of
// the full URL followed by each POST parameter's name and value, names
// sorted (a repeated name: its values sorted), base64-encoded.
func Sign(authToken, rawURL string, params url.Values) string {
	var b strings.Builder
	b.WriteString(rawURL)
	keys := make([]string, 0, len(params))
	for k := range params {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		vs := append([]string(nil), params[k]...)
		sort.Strings(vs)
		for _, v := range vs {
			b.WriteString(k)
			b.WriteString(v)
		}
	}
	mac := hmac.New(sha1.New, []byte(authToken))
	mac.Write([]byte(b.String()))
	return base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

// Verify checks a callback's signature against the configured callback
// URL (the one Twilio signed, whatever host the request arrived at).
func (c *Config) Verify(params url.Values, signature string) error {
	want := Sign(c.AuthToken, c.CallbackURL, params)
	if signature == "" || !hmac.Equal([]byte(want), []byte(signature)) {
		return fmt.Errorf("%w", ErrSignature)
	}
	return nil
}
