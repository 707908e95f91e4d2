import * as v from "valibot";

// Analytics never holds personal data. Event data is mostly fixed options and numbers; the free
// text it takes (campaign values, click ids, referring hosts, page paths and addresses, a record's
// source) is written by whoever made a link, and mailing tools put a subscriber's address or number
// there. Every such value passes withoutPersonalData in its event schema, before the field's own
// checks, so nothing enters the log without it. The value is read as a person would read it:
// percent-decoded (a "%40" is an @, twice-encoded too), NFKC-normalised (a fullwidth "＠" or "０" is
// an ordinary one) and without invisible characters; what is found there is cut from the value as
// written, and the rest of the value, and of the event, is kept.

/**
 * What takes the place of a cut. A marker rather than nothing: a value that was only an address
 * stays a value (campaign text may not be empty), the text on either side is not joined into a word
 * nobody wrote, and a report shows that something was cut rather than a campaign that never ran.
 */
export const REMOVED = "[removed]";

/** How a value reads: each character of `text` with the range of the value it was written as. */
type Reading = { text: string; from: number[]; to: number[] };

/** A run of "%xx" escapes, decoded together (they may be one UTF-8 character), else one code point. */
const UNIT = /(?:%[0-9a-f]{2})+|[\s\S]/giu;
const INVISIBLE = /\p{Cf}/gu;
/** Enough for a value encoded three times over; more is not what a link builder does. */
const MAX_DECODING_ROUNDS = 4;

const utf8 = new TextDecoder();

/** A malformed UTF-8 sequence decodes to U+FFFD, never to an error. */
const decoded = (run: string) => utf8.decode(Uint8Array.from(run.slice(1).split("%"), (hex) => Number.parseInt(hex, 16)));

function readOnce(reading: Reading): Reading {
  const next: Reading = { text: "", from: [], to: [] };
  for (const match of reading.text.matchAll(UNIT)) {
    const written = match[0];
    const read = (written.length > 1 && written.startsWith("%") ? decoded(written) : written).normalize("NFKC").replace(INVISIBLE, "");
    const from = reading.from[match.index] ?? 0;
    const to = reading.to[match.index + written.length - 1] ?? 0;
    next.text += read;
    for (let i = 0; i < read.length; i++) {
      next.from.push(from);
      next.to.push(to);
    }
  }
  return next;
}

function readingOf(value: string): Reading {
  const indexes = Array.from({ length: value.length }, (_, i) => i);
  let reading: Reading = { text: value, from: indexes, to: indexes.map((i) => i + 1) };
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    const next = readOnce(reading);
    if (next.text === reading.text) break;
    reading = next;
  }
  return reading;
}

/**
 * Shapes that look like a phone number's digits but are not, kept out of the search: UUIDs (a last
 * group of twelve digits) and ISO dates (a date beside a number would read as one long number).
 */
const NOT_PERSONAL =
  /(?<![0-9a-f])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-f])|(?<!\d)\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?!\d)/giu;

const LOCAL_PART = String.raw`(?<![\p{L}\p{N}._+\-])[\p{L}\p{N}._+\-]+`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}\-]*[\p{L}\p{N}])?`;
const DOT = String.raw`(?:\.|\s*[(\[{]\s*dot\s*[)\]}]\s*|\s+dot\s+)`;
/** "@" and its spelled-out forms: "(at)", "[at]", "{at}", with or without spaces around. */
const AT = String.raw`\s*(?:@|[(\[{]\s*at\s*[)\]}])\s*`;
/**
 * An address: a local part, an at sign in any spelling, and a domain. " at " as a plain word counts
 * only before a dotted domain that ends in a top-level name ("jane at example dot com").
 */
const E_MAIL = new RegExp(
  `${LOCAL_PART}${AT}${LABEL}(?:${DOT}${LABEL})*` + `|${LOCAL_PART}\\s+at\\s+${LABEL}(?:${DOT}${LABEL})*${DOT}\\p{L}{2,}(?![\\p{L}\\p{N}])`,
  "giu",
);

/**
 * Digits with the separators a number is written with: spaces, dots, dashes, parentheses, a leading
 * "+". Digits joined to letters are not a number someone wrote (click ids and hex ids hold such runs).
 */
const NUMBER = /(?<![\p{L}\p{N}])(?:\+\s*)?\(?\d(?:[\d\s().\-\u2010-\u2015]*\d)?(?![\p{L}\p{N}])/gu;
/** "+254 (0) 712…": the national prefix written beside the country code. */
const TRUNK_PREFIX = /\(\s*0\s*\)/g;
const SEPARATOR = /^\s*\)?\s*[.\-\u2010-\u2015]?\s*\(?\s*$/u;
/** E.164: a phone number has at most 15 digits; a longer run without separators is an id (an ad id, say). */
const MAX_PHONE_DIGITS = 15;
const MIN_PHONE_DIGITS = 9;

function isPhoneNumber(number: string): boolean {
  const written = number.replace(TRUNK_PREFIX, "");
  const groups = written.match(/\d+/g) ?? [];
  const digits = groups.join("").length;
  if (groups.length === 1) return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
  const separators = written.split(/\d+/).slice(1, -1);
  if (!separators.every((separator) => SEPARATOR.test(separator))) return false;
  // A one-digit group is a version or a part number ("139.0.7258.66"), never a phone number's.
  if (groups.slice(1).some((group) => group.length === 1)) return false;
  // An amount: "1250000.00".
  if (groups.length === 2 && separators[0] === "." && (groups[1]?.length ?? 0) <= 2) return false;
  return digits >= MIN_PHONE_DIGITS;
}

/** Where `text` holds an e-mail address or a phone number, as [start, end) ranges. */
function personalRanges(text: string): [number, number][] {
  const searched = text.replace(NOT_PERSONAL, (kept) => "x".repeat(kept.length));
  const ranges: [number, number][] = [];
  for (const match of searched.matchAll(E_MAIL)) ranges.push([match.index, match.index + match[0].length]);
  for (const match of searched.matchAll(NUMBER)) {
    if (isPhoneNumber(match[0])) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

/** `value` with every e-mail address and phone number it holds replaced by REMOVED; itself when it holds none. */
export function withoutPersonalData(value: string): string {
  const reading = readingOf(value);
  const found = personalRanges(reading.text)
    .map(([start, end]): [number, number] => [reading.from[start] ?? 0, reading.to[end - 1] ?? value.length])
    .sort(([a], [b]) => a - b);
  if (found.length === 0) return value;
  const merged: [number, number][] = [];
  for (const [start, end] of found) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  let kept = "";
  let position = 0;
  for (const [start, end] of merged) {
    kept += `${value.slice(position, start)}${REMOVED}`;
    position = end;
  }
  return kept + value.slice(position);
}

export const holdsPersonalData = (value: string) => withoutPersonalData(value) !== value;

/** A free-text field of an event: personal data cut out before the field's own checks. */
export const freeText = <S extends v.GenericSchema<string, unknown>>(field: S) =>
  v.pipe(v.string(), v.transform(withoutPersonalData), field);

/**
 * An opaque value (a click id, a host name): left out when it holds personal data, since what is
 * left of it would not be the value any more.
 */
export const opaqueText = <S extends v.GenericSchema<string, unknown>>(field: S) =>
  v.pipe(
    v.string(),
    v.transform((value) => (holdsPersonalData(value) ? undefined : value)),
    v.optional(field),
  );
