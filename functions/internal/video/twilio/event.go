package twilio

import (
	"fmt"
	"net/url"
	"regexp"
)

// Room status callback events (StatusCallbackEvent) the video step reads;
// the others (tracks, recordings) are acknowledged and ignored.
const (
	RoomCreated             = "room-created"
	RoomEnded               = "room-ended"
	ParticipantConnected    = "participant-connected"
	ParticipantDisconnected = "participant-disconnected"
)

// Event is one room status callback.
type Event struct {
	Kind     string // StatusCallbackEvent
	RoomSID  string
	RoomName string
	// Identity is the participant's (participant-* events).
	Identity string
	// Sequence orders the room's callbacks; with RoomSID it names the
	// callback, so a redelivery is recognised.
	Sequence string
}

var (
	sidPattern = regexp.MustCompile(`^RM[0-9a-fA-F]{32}$`)
	seqPattern = regexp.MustCompile(`^[0-9]{1,10}$`)
)

// ParseEvent reads a callback's form parameters.
func ParseEvent(p url.Values) (Event, error) {
	e := Event{Kind: p.Get("StatusCallbackEvent"), RoomSID: p.Get("RoomSid"), RoomName: p.Get("RoomName"),
		Identity: p.Get("ParticipantIdentity"), Sequence: p.Get("SequenceNumber")}
	if e.Kind == "" || e.RoomName == "" || !sidPattern.MatchString(e.RoomSID) || !seqPattern.MatchString(e.Sequence) {
		return Event{}, fmt.Errorf("%w: %q %q %q %q", ErrEvent, e.Kind, e.RoomSID, e.RoomName, e.Sequence)
	}
	return e, nil
}

// Key names the callback for deduplication (a database key).
func (e Event) Key() string { return e.RoomSID + "-" + e.Sequence }
