// Package httpx is the HTTP edge of the api function: JSON decoding, the
// request log and request id, Firebase ID-token verification, and the one
// place that maps domain errors to an HTTP status and a Spanish message
// ({code, message}, docs/requirements.md §8).
package httpx
