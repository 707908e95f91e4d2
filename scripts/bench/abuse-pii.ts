import { uuidv7 } from "uuidv7";
import { HOSTILE_MARK, JSON_TYPE, stranger, type TrafficContext, type Visit } from "./abuse-traffic";

// Personal data in analytics: phone numbers with spaces, dashes, dots and brackets, and one e-mail
// address in every spelling (＠, (at), [at], %40, %2540), in page paths, referrers and campaign
// values. The event may be kept, without them; the log and PostHog must never hold any of them.

const PHONES = ["+254 733 918 204", "0722-604-517", "0711.238.946", "(0720) 481 396"];
const LOCAL_PART = "wanjiku.otieno";
const EMAILS = [
  `${LOCAL_PART}＠example.com`,
  `${LOCAL_PART}(at)example.com`,
  `${LOCAL_PART} [at] example.com`,
  `${LOCAL_PART}@example.com`,
];

/** A campaign value holding a phone number, for the attribution of hostile leads. */
export const PII_CAMPAIGN = `call ${PHONES[0]}`;

/** A browser's user agent: page views from crawlers and agentless clients are not recorded at all. */
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";

/** A UUID v7 (the only form page views take) that starts with the hostile mark. */
const markedV7 = () => `${HOSTILE_MARK}${uuidv7().slice(8)}`;

const q = encodeURIComponent;

/** The page and referrer of the `index`-th page view: each variant hides the data elsewhere. */
function pageView(index: number, origin: string): { url: string; referrer: string } {
  switch (index % 4) {
    case 0:
      return { url: `${origin}/contact/${LOCAL_PART}%40example.com`, referrer: "" };
    case 1:
      return { url: `${origin}/call/${PHONES[1]}?utm_campaign=${q(PHONES[0]!)}&utm_source=${q(EMAILS[0]!)}`, referrer: "" };
    case 2:
      return { url: `${origin}/`, referrer: `https://mail.example.net/inbox/${EMAILS[1]}/${PHONES[2]}` };
    default:
      return { url: `${origin}/offers?utm_term=${q(PHONES[3]!)}&utm_content=${LOCAL_PART}%2540example.com`, referrer: "" };
  }
}

/** A chat session's start whose attribution holds the data in every campaign field and the landing path. */
function sessionStart(index: number) {
  return {
    utm_source: EMAILS[index % EMAILS.length],
    utm_medium: EMAILS[(index + 2) % EMAILS.length],
    utm_campaign: PHONES[index % PHONES.length],
    utm_term: `call ${PHONES[(index + 1) % PHONES.length]}`,
    utm_content: `${LOCAL_PART}%40example.com`,
    landing_path: index % 2 ? `/call/${PHONES[1]}` : `/u/${LOCAL_PART}%40example.com`,
  };
}

/** A page view or a chat analytics event carrying personal data; what the API accepts is noted in `ctx`. */
export function piiVisit(index: number, ctx: TrafficContext): Visit {
  const eventId = uuidv7();
  const headers = { "cf-connecting-ip": stranger(), "user-agent": BROWSER, ...JSON_TYPE };
  const request =
    index % 2
      ? {
          path: "/api/page-views",
          body: JSON.stringify({ eventId, seq: 1, visitId: markedV7(), ...pageView(index >> 1, ctx.origin) }),
        }
      : {
          path: "/api/chatbot-analytics",
          body: JSON.stringify({
            eventType: "session_start",
            sessionId: markedV7(),
            eventId,
            data: { timestamp: new Date().toISOString(), ...sessionStart(index >> 1) },
          }),
        };
  return async (send) => {
    const answer = await send({ family: "personal data in analytics", method: "POST", headers, ...request });
    if (answer.status === 202) ctx.piiAccepted.add(eventId);
  };
}

/** Percent-decoded (repeatedly), JSON escapes read, NFKC-normalised and lower case: every spelling alike. */
function normalise(text: string): string {
  let out = text.replace(/\\u([0-9a-f]{4})/gi, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)));
  for (let round = 0; round < 3; round++) {
    const decoded = out.replace(/(%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    if (decoded === out) break;
    out = decoded;
  }
  return out.normalize("NFKC").toLowerCase();
}

/** Each number's digits with any few separators between them; the address with any "at" spelling. */
const NEEDLES: [string, RegExp][] = [
  ...PHONES.map((phone): [string, RegExp] => {
    const digits = phone.replace(/\D/g, "").slice(-9);
    return [phone, new RegExp(digits.split("").join("[^0-9a-z]{0,3}"))];
  }),
  [`${LOCAL_PART} at example.com`, new RegExp(`${LOCAL_PART.replace(".", "\\.")}[^0-9a-z]{0,6}(?:at)?[^0-9a-z]{0,6}example\\.com`)],
];

/** The personal data (as sent) found in `text` in any spelling. */
export function piiLeaks(text: string): string[] {
  const normal = normalise(text);
  return NEEDLES.flatMap(([name, needle]) => (needle.test(normal) ? [name] : []));
}
