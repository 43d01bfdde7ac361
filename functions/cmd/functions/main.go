// Command functions serves OPPNP's Go functions locally with
// functions-framework-go: FUNCTION_TARGET picks one function (mounted at
// "/", as on Cloud Run) and PORT the port. The emulator suite's functions
// host runs it once per target; deployed, the Go buildpack supplies its own
// main around package functions.
package main

import (
	"log"
	"os"

	"github.com/GoogleCloudPlatform/functions-framework-go/funcframework"

	_ "oppnp/functions"
)

func main() {
	port := os.Getenv("PORT")
	if port == "" {
		port = "8080"
	}
	host := os.Getenv("HOST")
	if host == "" {
		host = "127.0.0.1"
	}
	if err := funcframework.StartHostPort(host, port); err != nil {
		log.Fatalf("funcframework: %v", err)
	}
}
