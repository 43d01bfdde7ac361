package loopback

import "errors"

// ErrForeignHost is a request whose Host header names no loopback host.
var ErrForeignHost = errors.New("loopback: Host is not a loopback name")
