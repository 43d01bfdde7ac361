package gateway

import (
	"fmt"
	"net/http"
)

// docs/requirements.md §8's text when the gateway cannot answer, word for word.
const msgConnection = "Error de conexión"

// ErrUnreachable is returned when the gateway cannot be reached (connection
// refused, timeout) or answers with something that is not its error shape.
var ErrUnreachable error = &unreachable{"gateway: unreachable"}

// ErrBadResponse is returned when a success response cannot be decoded.
var ErrBadResponse error = &unreachable{"gateway: bad response"}

// unreachable is a sentinel the API answers as CONNECTION_ERROR
// (httpx.Coded): to the user, a gateway that answers nonsense is as good as
// one that does not answer.
type unreachable struct{ text string }

func (e *unreachable) Error() string       { return e.text }
func (e *unreachable) HTTPStatus() int     { return http.StatusBadGateway }
func (e *unreachable) ErrorCode() string   { return "CONNECTION_ERROR" }
func (e *unreachable) UserMessage() string { return msgConnection }

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

// HTTPStatus passes the gateway's status through, except that its own
// failures are the API's bad gateway, not an internal error of ours.
func (e *APIError) HTTPStatus() int {
	if e.Status >= 500 {
		return http.StatusBadGateway
	}
	return e.Status
}

// ErrorCode passes the gateway's code through: the SPA knows them (docs/requirements.md §7).
func (e *APIError) ErrorCode() string { return e.Code }

// UserMessage is the gateway's own Spanish message, when it sent one.
func (e *APIError) UserMessage() string {
	if e.Message != "" {
		return e.Message
	}
	return msgConnection
}
