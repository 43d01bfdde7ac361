package functions_test

import "testing"

// BenchmarkLogin compares a staff login through the api function (Hosting
// rewrite → functions host → gateway login + branches + roles write +
// Remote Config + custom token) with the two gateway calls made directly;
// the difference is the functions' overhead. Reported per login.
func BenchmarkLogin(b *testing.B) {
	s := startStack(b)
	b.Run("function", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if code, r := s.login("promotor1", "Demo.2026"); code != 200 {
				b.Fatalf("login: %d %s", code, r.Message)
			}
		}
	})
	b.Run("gateway-direct", func(b *testing.B) {
		post := func(path, bearer string, body any) map[string]any {
			var out map[string]any
			if code := s.gatewayPost(path, bearer, body, &out); code != 200 {
				b.Fatalf("%s: %d %v", path, code, out)
			}
			return out
		}
		for i := 0; i < b.N; i++ {
			lr := post("/auth/login", "", map[string]string{"applicationId": "OPPNP", "username": "promotor1", "password": "Demo.2026"})
			post("/sellers/branchesByPromotor", lr["token"].(string), map[string]string{"applicationId": "OPPNP", "promotorBP": "1000000001"})
		}
	})
}
