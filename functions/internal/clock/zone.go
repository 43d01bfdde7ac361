package clock

import (
	"time"
	_ "time/tzdata" // America/Mexico_City without relying on the host's zoneinfo
)

// MexicoCityZone is the IANA name of the zone the business's days and
// hours are counted in (docs/requirements.md §9).
const MexicoCityZone = "America/Mexico_City"

var mexicoCity = func() *time.Location {
	loc, err := time.LoadLocation(MexicoCityZone)
	if err != nil {
		// Unreachable with time/tzdata linked in; Mexico City has kept
		// UTC-6 all year since 2022.
		return time.FixedZone("CST", -6*3600)
	}
	return loc
}()

// MexicoCity is the America/Mexico_City location.
func MexicoCity() *time.Location { return mexicoCity }

// Location is the named zone; MexicoCityZone without a zoneinfo read.
func Location(name string) (*time.Location, error) {
	if name == MexicoCityZone {
		return mexicoCity, nil
	}
	return time.LoadLocation(name)
}
