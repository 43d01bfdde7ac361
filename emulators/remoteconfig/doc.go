// Package remoteconfig serves a Remote Config template file
// (firebase.json "remoteconfig.template") to the local app, since Remote
// Config has no official emulator.
//
// Mounted by hosting at /__/remoteconfig/ (same origin as the SPA), read-only
// (ReadOnly); the console serves the same handler with its PUT under
// /api/remoteconfig/:
//
//	GET /__/remoteconfig/values          the REST fetch shape the JS SDK understands:
//	                                     {"entries":{key:value},"state":"UPDATE","templateVersion":"n"}
//	                                     plus an ETag header (exposed to scripts) that changes with the values
//	GET /__/remoteconfig/template        the template JSON itself, for server-side evaluation
//	PUT /__/remoteconfig/parameters/{k}  {"value":"…"}: sets k's default value in the file
//
// The file is read again on every request, so edits (by hand, by git, by
// the console's PUT) apply without a restart. templateVersion starts at the
// template's version.versionNumber (or 1) and goes up by one each time the
// served content changes.
//
// GETs answer any Origin (a Vite dev server on another port may read the
// values); the PUT is only on the console's port, which takes same-origin
// JSON only (docs/adr/0052-local-suite-serves-one-developer.md).
//
// Conditions are not evaluated: every entry is the parameter's default
// value. Parameters whose default is useInAppDefault are left out of
// entries, as the real fetch leaves them out.
package remoteconfig
