// Package session signs staff and customers in (docs/design.md §2): the gateway
// login, the promoter's branches and role record roles/{bpId}, the access
// flags from Remote Config, and the Firebase custom token whose claims the
// database rules enforce; the customer session checks the link first.
package session
