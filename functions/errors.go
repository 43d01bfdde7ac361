package functions

import "errors"

// Errors of the api function's own handlers. The refusals they answer with
// belong to the domains (letter, httpx, monitor, refusal); these sentinels
// name what fails in the handlers themselves and are wrapped with %w, the
// lower error beside them, so the first httpx.Coded in the chain still
// answers (httpx.Map).

// ErrNoLetterRegistration is returned when the gateway client the function
// was built with has no letter registration call: a wiring error, answered
// as INTERNAL.
var ErrNoLetterRegistration = errors.New("functions: gateway has no letter registration call")

// ErrLetterRegistration wraps the gateway's refusal or failure to register
// a carta libranza (/letters/generate); the gateway's error, wrapped beside
// it, is what the caller is answered (its code and message, or
// CONNECTION_ERROR).
var ErrLetterRegistration = errors.New("functions: cannot register the letter")

// ErrStoredSignature wraps letter.ErrAltered when a signed letter's stored
// signature cannot be decoded: the stored letter is wrong, not the request.
var ErrStoredSignature = errors.New("functions: stored letter signature unreadable")
