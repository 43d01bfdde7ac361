package twilio

import "errors"

// ErrConfig is returned for missing or malformed credentials.
var ErrConfig = errors.New("twilio: incomplete configuration")

// ErrSignature is returned for a callback whose X-Twilio-Signature does
// not match its URL and parameters under the auth token.
var ErrSignature = errors.New("twilio: bad request signature")

// ErrEvent is returned for a callback without the fields a room event has.
var ErrEvent = errors.New("twilio: malformed room event")
