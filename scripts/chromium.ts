// Debian's Chromium, as the browser tests and the Lighthouse benchmark start it on this sandboxed,
// offline machine: without the background-networking flags it keeps trying (and failing) to reach
// Google's hosts; the resolver rule keeps every other host from being looked up at all.

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost",
];
