// The Worker's modules, and the pages' server build it imports on its first page request, load
// before any test sends a request. Loaded instead by a test's first requests, they are fetched
// inside one request while the others sent at the same moment wait on that load, which workerd
// forbids across requests ("Cannot perform I/O on behalf of a different request") and reports as a
// hung Worker.
import "../../worker";

await import("virtual:react-router/server-build");
