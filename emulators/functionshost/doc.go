// Package functionshost runs the project's Go functions locally the way
// Cloud Functions gen2 / Cloud Run runs them, so the same code deploys
// unchanged.
//
// It reads a manifest (functions/functions.json, in the shape of the
// Firebase CLI's functions.yaml discovery spec, see ADR 0002), builds the
// manifest's main package once with `go build`, and runs the binary once
// per endpoint with FUNCTION_TARGET=<entryPoint> and PORT=<free port>, as
// Cloud Run does; functions-framework-go then mounts that one function at
// "/" so an HTTP function sees every sub-path.
//
// HTTP: /{project}/{region}/{id}[/rest] is proxied to the endpoint's
// process with the path /rest (the hosting emulator rewrites /api/** to
// /{project}/{region}/api/api/**, so the function sees the original path,
// as behind production Hosting).
//
// Events: every endpoint whose eventTrigger is a Realtime Database event
// (google.firebase.database.ref.v1.written/created/updated/deleted)
// subscribes to a ChangeSource with its ref path pattern and receives each
// change as a gen2 CloudEvent (structured mode) with the production
// attributes and the {"@type","data","delta"} payload. Deliveries are
// serialized per endpoint and ref (in commit order per path, different
// paths in parallel); a failure (non-2xx or no answer) is logged and, when
// the trigger has "retry": true, retried with exponential backoff up to a
// bound, then dropped with an error log.
package functionshost
