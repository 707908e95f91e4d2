// A UUID v7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Written here rather than taken
// from the uuidv7 package because this runs on every page's first load and the package weighs more
// (about 1.4 KB gzip) than the whole page-view beacon; ordering within a millisecond is not needed,
// the tab's sequence number orders events.
export function uuidv7(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  for (let i = 0; i < 6; i++) bytes[i] = Math.floor(now / 2 ** (8 * (5 - i))) & 0xff;
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
