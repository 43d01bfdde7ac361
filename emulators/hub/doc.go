// Package hub is the Emulator Hub's protocol, as the Firebase CLI defines
// it: GET /emulators answers an object keyed by emulator name, each entry
// naming where that emulator listens, and FIREBASE_EMULATOR_HUB tells
// clients (the Admin SDKs, @firebase/rules-unit-testing) where the hub is.
//
// The suite answers GET /emulators only once every emulator it starts is
// listening, so a 200 means ready; until then it answers 503. Harnesses
// wait on that answer rather than on the suite's printed banner, which is
// for people.
//
// The HTTP server lives in hubserver and the waiting client in hubclient;
// this package holds only the shapes both agree on.
package hub
