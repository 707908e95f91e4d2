import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";

// Visitors type phones every way ("0722 555 014", "(+256) 772-000-111", "00255 754…"); links, search
// and routing read them in one form, E.164. The numbering rules are libphonenumber's (kept current
// upstream); the `min` metadata is enough to parse and validate, at a size the Worker can carry.

/**
 * "00" opens an international number almost everywhere, but the library reads it only as the exit
 * code of the country it is given; "000" is Kenya's, Uganda's and Tanzania's own, which it reads.
 */
const withPlus = (typed: string) => typed.trim().replace(/^00(?!0)/, "+");

function parsed(typed: string | null | undefined, country?: CountryCode) {
  if (!typed?.trim()) return undefined;
  const number = parsePhoneNumberFromString(withPlus(typed), country);
  return number?.isValid() ? number : undefined;
}

/** The number in E.164 ("+254722555014"), read in `country` when typed without its code; null when it is no valid number. */
export function phoneE164(typed: string | null | undefined, country?: CountryCode): string | null {
  return parsed(typed, country)?.number ?? null;
}

/** The country of a number typed with its code; a number without one says nothing about where it is. */
export function phoneCountry(typed: string | null | undefined): CountryCode | null {
  return parsed(typed)?.country ?? null;
}

/**
 * What a desk search term shares with a stored E.164 number, as digits: a whole international
 * number as E.164, else the digits typed without a leading "00" or trunk "0" (so "0722" finds
 * "+254722…"). Null when the term is not a number or too short to be a useful part of one.
 */
export function phoneSearchDigits(term: string): string | null {
  if (!/^[\d\s+().\-/]+$/.test(term)) return null;
  const international = phoneE164(term);
  const digits = international ? international.slice(1) : term.replace(/\D/g, "").replace(/^00|^0/, "");
  return digits.length >= 3 ? digits : null;
}
