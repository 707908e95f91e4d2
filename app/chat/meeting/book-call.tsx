import { useEffect, useRef, useState } from "react";
import { clockWords, chatMeetingCopy as copy } from "../../../content/chat-meeting-copy";
import { dayLabel, meetingClock } from "../../../shared/meeting-time-zone";
import type { MeetingBooked, MeetingKind, MeetingSlot } from "../../../shared/meetings";
import { OFFICE_LABELS, type OfficeId } from "../../../shared/office-ids";
import type { ChatAction } from "../chat-machine";
import { BookedCall } from "./booked-call";
import { knownFrom } from "./chat-known";
import { bookMeeting, fetchSlots, routedOffice } from "./meeting-api";
import { useMeetingTurnstile } from "./meeting-turnstile";
import { type Details, MissingDetails, missingFields } from "./missing-details";
import type { PanelParts } from "./panel-parts";
import { CHOICE_BUTTON, SlotPicker } from "./slot-picker";

// "Book a call now" in the chat (after the recommendations, on the success screen): the next free
// times of the lead's office, a tap on one books it with what the visitor told the chat, then the
// booked time with its manage link and invitation. What the chat knows is read from its stored
// state when the visitor taps, so the steps only place this component. Details the chat lacks
// (before the contact step) are asked for once a time is picked, and handed to the chat's contact
// step through `dispatch` so they are not asked twice.

/** The next slots shown: enough to choose from without scrolling the panel far. */
const SHOWN_SLOTS = 6;

type Phase =
  | { name: "offer" }
  | { name: "loading" }
  | { name: "slots"; notice: "taken" | "failed" | null }
  | { name: "details"; slot: MeetingSlot }
  | { name: "booking"; slot: MeetingSlot }
  | { name: "booked"; booked: MeetingBooked };

type Props = { dispatch?: (action: ChatAction) => void; panel: PanelParts };

const visitorZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  } catch {
    return "";
  }
};

export default function BookCall({ dispatch, panel }: Props) {
  const turnstile = useMeetingTurnstile();
  const chatKnown = () => knownFrom(panel.storedChat());
  const [phase, setPhase] = useState<Phase>({ name: "offer" });
  const [kind, setKind] = useState<MeetingKind>("video");
  const [office, setOffice] = useState<OfficeId>("nairobi");
  const [slots, setSlots] = useState<MeetingSlot[]>([]);
  const [zone] = useState(visitorZone);
  const [chat, setChat] = useState(chatKnown);
  const statusRef = useRef<HTMLDivElement>(null);

  // Each new view takes focus at its status line, so keyboard and screen-reader users follow it.
  useEffect(() => {
    if (phase.name !== "offer" && phase.name !== "details") statusRef.current?.focus({ preventScroll: false });
  }, [phase.name]);

  const load = async (atOffice: OfficeId, ofKind: MeetingKind) => {
    setPhase({ name: "loading" });
    try {
      setSlots((await fetchSlots(atOffice, ofKind)).slice(0, SHOWN_SLOTS));
      setPhase({ name: "slots", notice: null });
    } catch (error) {
      console.error("Meeting slots not loaded", error);
      setSlots([]);
      setPhase({ name: "slots", notice: "failed" });
    }
  };

  const open = async () => {
    const now = chatKnown();
    setChat(now);
    setPhase({ name: "loading" });
    const routed = await routedOffice(now.contact.phone);
    setOffice(routed);
    await load(routed, kind);
  };

  const book = async (slot: MeetingSlot, details: Details) => {
    setPhase({ name: "booking", slot });
    const challenge = await turnstile.challenge();
    const phone = chat.contact.phone.trim();
    try {
      const answer = await bookMeeting(
        {
          office,
          kind,
          start: slot.start,
          ...details,
          ...(phone ? { phone } : {}),
          topic: copy.topic(chat.need),
          ...(chat.sessionId ? { sessionId: chat.sessionId } : {}),
        },
        challenge,
        panel.formToken,
      );
      if ("booked" in answer) setPhase({ name: "booked", booked: answer.booked });
      else {
        setSlots(answer.alternatives);
        setPhase({ name: "slots", notice: "taken" });
      }
    } catch (error) {
      console.error("Meeting not booked", error);
      setPhase({ name: "slots", notice: "failed" });
    } finally {
      if (challenge) turnstile.renew();
    }
  };

  const pick = (slot: MeetingSlot) => {
    const { name, email, company } = chat.contact;
    const known = { name, email, company };
    if (missingFields(known).length === 0) void book(slot, known);
    else setPhase({ name: "details", slot });
  };

  const detailsGiven = (slot: MeetingSlot, details: Details) => {
    for (const [field, value] of Object.entries(details) as [keyof Details, string][]) dispatch?.({ type: "contactEdited", field, value });
    setChat({ ...chat, contact: { ...chat.contact, ...details } });
    void book(slot, details);
  };

  if (phase.name === "offer")
    return (
      <button type="button" className={CHOICE_BUTTON} onClick={() => void open()}>
        <span className="block">{copy.book}</span>
        <span className="block text-xs font-normal text-slate-600">{copy.bookHint}</span>
      </button>
    );

  const when = (slot: MeetingSlot) => [dayLabel(slot.start), clockWords(meetingClock(slot.start, zone))] as const;
  const busy = phase.name === "booking" || phase.name === "loading";
  const status = () => {
    switch (phase.name) {
      case "loading":
        return <p>{copy.loading}</p>;
      case "booking":
        return <p>{copy.booking}</p>;
      case "booked":
        return <BookedCall booked={phase.booked} zone={zone} />;
      case "slots":
        if (phase.notice === "taken")
          return (
            <p className="text-amber-900">
              <span className="font-semibold">{copy.takenTitle}</span> {copy.takenText}
            </p>
          );
        if (phase.notice === "failed") return <p className="text-red-700">{copy.failed}</p>;
        return <p>{slots.length ? copy.pickTime(OFFICE_LABELS[office]) : copy.noSlots}</p>;
      default:
        return null;
    }
  };

  // Once the visitor has tapped, the success screen's closing timer leaves the panel open.
  return (
    <div data-chat-keep-open="" data-chat-meeting="" className="space-y-3 text-sm text-slate-800">
      <div ref={statusRef} role="status" tabIndex={-1} className="outline-none">
        {status()}
      </div>
      {phase.name === "details" ? (
        <MissingDetails
          known={{ name: chat.contact.name, email: chat.contact.email, company: chat.contact.company }}
          title={copy.detailsTitle(...when(phase.slot))}
          onDone={(details) => detailsGiven(phase.slot, details)}
        />
      ) : phase.name !== "booked" && phase.name !== "loading" ? (
        <SlotPicker
          slots={slots}
          kind={kind}
          zone={zone}
          disabled={busy}
          onKind={(next) => {
            setKind(next);
            void load(office, next);
          }}
          onPick={pick}
        />
      ) : null}
      {phase.name !== "booked" && (
        <a href={copy.moreTimesUrl(office, kind)} className="inline-block font-semibold text-brand-700 underline underline-offset-2">
          {copy.moreTimes}
        </a>
      )}
      {turnstile.on && <div ref={turnstile.container} />}
    </div>
  );
}
