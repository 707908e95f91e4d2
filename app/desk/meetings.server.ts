import { data, type RouterContextProvider } from "react-router";
import * as v from "valibot";
import { eatDay } from "../../shared/eat-time";
import { meetingHostSchema } from "../../shared/meeting-hosts";
import { MAX_BODY_BYTES } from "../../worker/api/request-guards";
import { createDatabase } from "../../worker/db/client";
import { readFormFields } from "../../worker/http/request-body";
import { listHosts, markOutcome, readAgenda, removeHost, saveHost } from "../../worker/meetings/meeting-desk";
import { hostFeedUrl } from "../../worker/meetings/meeting-links";
import { workerContext } from "../../worker/request-context";
import { deskUserOf } from "./desk-user.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The agenda (today, then the rest of the week) and the hosts set up, for /desk/meetings. */
export async function deskMeetingsData({ request, context }: Args) {
  const user = deskUserOf(context);
  const { env } = context.get(workerContext);
  const db = createDatabase(env);
  const now = new Date();
  const [agenda, hosts] = await Promise.all([readAgenda(db, now), listHosts(db)]);
  const today = eatDay(now.toISOString());
  const view = agenda.map((m) => ({
    id: m.id,
    office: m.office,
    host: m.host,
    kind: m.kind,
    status: m.status,
    startAt: m.startAt,
    name: m.name,
    company: m.company,
    email: m.email,
    topic: m.topic,
    leadId: m.leadId,
    contactId: m.contactId,
    started: Date.parse(m.startAt) <= now.getTime(),
  }));
  return {
    me: user.email,
    today: view.filter((m) => eatDay(m.startAt) === today),
    week: view.filter((m) => eatDay(m.startAt) !== today),
    hosts: await Promise.all(
      hosts.map(async (h) => ({
        ...h,
        feedUrl: env.MEETING_LINK_SECRET ? await hostFeedUrl(env.MEETING_LINK_SECRET, new URL(request.url).origin, h.email) : null,
      })),
    ),
  };
}

type Refusal = { ok: false; errors: string[]; values: Record<string, string | string[]> };

/** The page's forms: a host saved or removed, a meeting marked Held or No-show. */
export async function deskMeetingsAction({ request, context }: Args) {
  const user = deskUserOf(context);
  const db = createDatabase(context.get(workerContext).env);
  const form = await readFormFields(request, MAX_BODY_BYTES);
  if (!form.ok) return data<Refusal>({ ok: false, errors: [form.message], values: {} }, { status: form.status });
  const intent = form.values.intent;
  const now = new Date();
  if (intent === "host-save") {
    const values = { ...form.values, days: form.params.getAll("days") };
    const parsed = v.safeParse(meetingHostSchema, values);
    if (!parsed.success) return data<Refusal>({ ok: false, errors: parsed.issues.map((i) => i.message), values }, { status: 400 });
    await saveHost(db, parsed.output, now);
    return { ok: true as const };
  }
  if (intent === "host-remove") {
    await removeHost(db, (form.values.email ?? "").toLowerCase());
    return { ok: true as const };
  }
  if (intent === "held" || intent === "no_show") {
    if (!(await markOutcome(db, form.values.meetingId ?? "", intent, user.email, now)))
      return data<Refusal>({ ok: false, errors: ["Only a booked meeting that has started can be marked."], values: {} }, { status: 409 });
    return { ok: true as const };
  }
  return data<Refusal>({ ok: false, errors: ["Unknown change."], values: {} }, { status: 400 });
}
