package wire

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// LPEncoding is the long-poll transport's base64: web-safe alphabet with
// "." as padding (the SDK's base64Encode with webSafe=true).
var LPEncoding = base64.URLEncoding.WithPadding('.')

// LPDecode decodes one long-poll data chunk set (already concatenated in
// segment order) into the envelope JSON it carries.
func LPDecode(joined string) ([]byte, error) {
	s := strings.TrimRight(joined, ".")
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return nil, fmt.Errorf("%w: long-poll segment: %v", ErrMalformed, err)
	}
	return b, nil
}
