package httpx

import (
	"errors"
	"net/http"
)

// Error is the API's error body with its HTTP status.
type Error struct {
	Status  int    `json:"-"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

// Coded is an error that says how the API answers it. Each domain declares
// its sentinels with these methods in its own errors.go, so a new refusal
// needs no edit here; the domains satisfy the interface structurally and
// never import httpx (domains hold no HTTP).
type Coded interface {
	error
	HTTPStatus() int
	// ErrorCode is the wire code the SPA switches on.
	ErrorCode() string
	// UserMessage is the Spanish text shown to the user (docs/requirements.md §8 texts
	// word for word).
	UserMessage() string
}

// Map turns any error into the API's status, code and Spanish message: the
// first Coded error in the chain answers, anything else is INTERNAL. A
// wrapper that adds a refusal to a lower error (sipre.ErrFailed over the
// gateway's) puts the refusal first, so it is the one found.
func Map(err error) *Error {
	if err == nil {
		return nil
	}
	var c Coded
	if errors.As(err, &c) {
		return &Error{c.HTTPStatus(), c.ErrorCode(), c.UserMessage()}
	}
	return &Error{http.StatusInternalServerError, "INTERNAL", "Ocurrió un error inesperado. Intenta de nuevo."}
}
