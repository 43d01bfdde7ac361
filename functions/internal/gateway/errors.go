package gateway

import (
	"errors"
	"fmt"
)

// ErrUnreachable is returned when the gateway cannot be reached (connection
// refused, timeout) or answers with something that is not its error shape.
var ErrUnreachable = errors.New("gateway: unreachable")

// ErrBadResponse is returned when a success response cannot be decoded.
var ErrBadResponse = errors.New("gateway: bad response")

// APIError is the gateway's own error: {code, message} with the HTTP status.
type APIError struct {
	Status  int    `json:"-"`
	Code    string `json:"code"`
	Message string `json:"message"`
	// ProbankNumber is set on COX_ERROR.
	ProbankNumber string `json:"probankNumber,omitempty"`
}

func (e *APIError) Error() string {
	return fmt.Sprintf("gateway: %d %s: %s", e.Status, e.Code, e.Message)
}
