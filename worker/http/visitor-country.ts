/** Cloudflare's two-letter code for the visitor's country; anything else (no `cf` locally) is unknown. */
export function visitorCountry(request: Request): string | null {
  const country = request.cf?.country;
  return typeof country === "string" && /^[A-Z0-9]{2}$/.test(country) ? country : null;
}
