// Package twilio holds what the functions need of Twilio Video, written
// with the standard library: the access token a browser joins a room with
// (Mint), the signature of the status callbacks Twilio posts (Verify) and
// those callbacks' fields (ParseEvent). It knows nothing of folios: the
// video package maps room events to call outcomes
// (docs/adr/0056-video-provider-behind-one-interface.md).
package twilio
