// Package video runs the customer's video call: it opens the provider's
// session for a folio in videocall or videoRecording (moving a folio whose
// link asks for the call — action 3, or action 4 once signed — into
// videocall first), and when the provider reports CALL_ENDS_SUCCESSFULLY
// (or _HB) moves the folio to sentCOX as the functions (docs/design.md §4),
// recording customerSteps/video.
package video
