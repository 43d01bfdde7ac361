package hosting

import "testing"

func TestMoveAddresses(t *testing.T) {
	moved := map[string]string{"127.0.0.1:9000": "127.0.0.1:41000", "127.0.0.1:500": "127.0.0.1:42000"}
	tests := []struct {
		name, file, in, want string
		moved                map[string]string
	}{
		{"meta moved", "index.html", `<meta content="ws://127.0.0.1:9000 http://127.0.0.1:9000/x">`,
			`<meta content="ws://127.0.0.1:41000 http://127.0.0.1:41000/x">`, moved},
		{"a longer port is another address", "a.html", `<meta content="127.0.0.1:5000">`, `<meta content="127.0.0.1:5000">`, moved},
		{"scripts and body untouched", "index.html", `<script>"127.0.0.1:9000"</script><p>127.0.0.1:9000</p>`,
			`<script>"127.0.0.1:9000"</script><p>127.0.0.1:9000</p>`, moved},
		{"not HTML", "app.js", `<meta content="127.0.0.1:9000">`, `<meta content="127.0.0.1:9000">`, moved},
		{"nothing moved", "index.html", `<meta content="127.0.0.1:9000">`, `<meta content="127.0.0.1:9000">`, nil},
		{"upper-case tag", "INDEX.HTML", `<META content="127.0.0.1:9000">`, `<META content="127.0.0.1:41000">`, moved},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := string(moveAddresses(tt.file, []byte(tt.in), tt.moved)); got != tt.want {
				t.Errorf("moveAddresses(%s) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}
