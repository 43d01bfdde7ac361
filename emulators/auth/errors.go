package auth

import (
	"errors"
	"fmt"
	"net/http"
)

// Wire codes, as the official emulator and production spell them in
// error.message before " : ".
const (
	CodeInvalidCustomToken  = "INVALID_CUSTOM_TOKEN"
	CodeMissingCustomToken  = "MISSING_CUSTOM_TOKEN"
	CodeMissingIdentifier   = "MISSING_IDENTIFIER"
	CodeForbiddenClaim      = "FORBIDDEN_CLAIM"
	CodeInvalidClaims       = "INVALID_CLAIMS"
	CodeInvalidIDToken      = "INVALID_ID_TOKEN"
	CodeTokenExpired        = "TOKEN_EXPIRED"
	CodeUserNotFound        = "USER_NOT_FOUND"
	CodeUserDisabled        = "USER_DISABLED"
	CodeInvalidRefreshToken = "INVALID_REFRESH_TOKEN"
	CodeMissingRefreshToken = "MISSING_REFRESH_TOKEN"
	CodeInvalidGrantType    = "INVALID_GRANT_TYPE"
	CodeMissingGrantType    = "MISSING_GRANT_TYPE"
	CodeUIDExists           = "DUPLICATE_LOCAL_ID"
	CodeMissingLocalID      = "MISSING_LOCAL_ID"
	CodeInvalidArgument     = "INVALID_ARGUMENT"
	CodeNotFound            = "NOT_FOUND"
)

// ErrUserNotFound is returned by Server methods for an unknown uid.
var ErrUserNotFound = errors.New("auth: user not found")

// apiError is an error response: HTTP status, wire code and optional detail.
type apiError struct {
	status int
	code   string
	detail string
	// grpcStatus is set for errors the emulator reports with a "status"
	// field (PERMISSION_DENIED, NOT_FOUND).
	grpcStatus string
}

func (e *apiError) Error() string { return e.message() }

func (e *apiError) message() string {
	if e.detail == "" {
		return e.code
	}
	return e.code + " : " + e.detail
}

func badRequest(code, detail string) *apiError {
	return &apiError{status: http.StatusBadRequest, code: code, detail: detail}
}

func badRequestf(code, format string, a ...any) *apiError {
	return badRequest(code, fmt.Sprintf(format, a...))
}

// errMissingKey is the emulator's reply to a client call without ?key=.
var errMissingKey = &apiError{status: http.StatusForbidden, code: "The request is missing a valid API key.", grpcStatus: "PERMISSION_DENIED"}
