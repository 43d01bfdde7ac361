package httpx

import (
	"net/http"

	"oppnp/functions/internal/refusal"
)

// ErrUnauthenticated is returned when the ID token is missing or invalid.
var ErrUnauthenticated = refusal.New("httpx: unauthenticated", http.StatusUnauthorized, "UNAUTHENTICATED",
	"Tu sesión ha expirado. Inicia sesión nuevamente.")

// ErrForbidden is returned when the caller's identity may not do this.
var ErrForbidden = refusal.New("httpx: forbidden", http.StatusForbidden, "FORBIDDEN", refusal.MsgForbidden)

// ErrBadJSON is returned for a body that is not the expected JSON.
var ErrBadJSON = refusal.New("httpx: bad JSON body", http.StatusBadRequest, "BAD_REQUEST",
	"Faltan datos obligatorios o tienen un formato incorrecto.")

// ErrNotFound is returned for an unknown /api path.
var ErrNotFound = refusal.New("httpx: no such route", http.StatusNotFound, "NOT_FOUND", "La ruta solicitada no existe.")
