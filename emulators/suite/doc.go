// Package suite reads firebase.json and the command-line flags, starts each
// emulated service on its configured port and stops them in reverse order.
//
// It is the only package that knows every service; the services know nothing
// of each other except through the suite struct that composes them (database
// writes delivered to the functions host, for example).
//
// Before any service it binds the Emulator Hub (firebase.json
// emulators.hub; package hub): each service is listed once it listens, and
// GET /emulators answers 200 only after the last one, so a 200 means the
// suite is ready. --hub-file writes the hub's address for harnesses that
// start the suite on port 0, and the functions host passes it to the
// functions as FIREBASE_EMULATOR_HUB.
package suite
