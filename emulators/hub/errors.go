package hub

import "errors"

// ErrBadLocator is returned for a locator file that does not name a hub.
var ErrBadLocator = errors.New("hub: bad locator")
