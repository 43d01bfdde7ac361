package monitor_test

import "oppnp/functions/internal/store"

func errNotFound() error { return store.ErrNotFound }
