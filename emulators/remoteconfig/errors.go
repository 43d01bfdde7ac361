package remoteconfig

import "errors"

// ErrUnknownParameter is returned when a PUT names a parameter the template
// does not define.
var ErrUnknownParameter = errors.New("remoteconfig: unknown parameter")

// ErrInvalidTemplate is returned when the template file is not a JSON object.
var ErrInvalidTemplate = errors.New("remoteconfig: invalid template")
