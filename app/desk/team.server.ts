import { data, type RouterContextProvider, redirect } from "react-router";
import * as v from "valibot";
import { deskTeamCopy, type TeamNotice } from "../../content/desk-team-copy";
import { MEMBER_FIELDS, type MemberField, memberSchema, removeMemberSchema } from "../../shared/desk-team";
import { MAX_BODY_BYTES } from "../../worker/api/request-guards";
import { createDatabase } from "../../worker/db/client";
import { addMember, findMember, listTeam, removeMember, updateMember } from "../../worker/desk/team";
import { readFormFields } from "../../worker/http/request-body";
import { waitingCount } from "../../worker/live/live-store";
import { workerContext } from "../../worker/request-context";
import { deskUserOf } from "./desk-user.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const dbOf = (context: Readonly<RouterContextProvider>) => createDatabase(context.get(workerContext).env);

const isNotice = (value: string | null): value is TeamNotice => value !== null && Object.hasOwn(deskTeamCopy.notices, value);

/** The team page: everyone on it, the member being edited (?edit=<address>), and what the last change came to. */
export async function teamData({ request, context }: Args) {
  deskUserOf(context);
  const db = dbOf(context);
  const params = new URL(request.url).searchParams;
  const editing = params.get("edit");
  const [team, member] = await Promise.all([listTeam(db), editing ? findMember(db, editing) : undefined]);
  const notice = params.get("notice");
  return { team, editing: member ?? null, notice: isNotice(notice) ? notice : null };
}

/** A refused form: its fields as sent (to show again) and a message per field; nothing was changed. */
export type TeamFormRefusal = {
  intent: "add" | "edit";
  values: Partial<Record<MemberField, string>>;
  errors: Partial<Record<MemberField, string>>;
};

function refused(intent: TeamFormRefusal["intent"], form: Record<string, string>, errors: TeamFormRefusal["errors"]) {
  const values = Object.fromEntries(MEMBER_FIELDS.map((field) => [field, form[field] ?? ""]));
  return data<TeamFormRefusal>({ intent, values, errors }, { status: 400 });
}

function fieldErrors(issues: v.BaseIssue<unknown>[]): TeamFormRefusal["errors"] {
  const errors: TeamFormRefusal["errors"] = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) as MemberField | null;
    if (field && MEMBER_FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

const backWith = (notice: TeamNotice) => redirect(`/desk/team?notice=${notice}`, 303);

/** Add, edit or remove a member (the form's `intent`); a refusal is answered with the form and its errors. */
export async function teamAction({ request, context }: Args) {
  deskUserOf(context);
  const form = await readFormFields(request, MAX_BODY_BYTES);
  if (!form.ok) throw data(form.message, { status: form.status });
  const db = dbOf(context);
  const { intent } = form.values;
  if (intent === "remove") {
    const parsed = v.safeParse(removeMemberSchema, form.values);
    if (!parsed.success) throw data(parsed.issues[0].message, { status: 400 });
    return backWith(await removeMember(db, parsed.output.email));
  }
  if (intent !== "add" && intent !== "edit") throw data("intent must be add, edit or remove", { status: 400 });
  const parsed = v.safeParse(memberSchema, form.values);
  if (!parsed.success) return refused(intent, form.values, fieldErrors(parsed.issues));
  if (intent === "edit") return backWith(await updateMember(db, parsed.output, new Date()));
  const added = await addMember(db, parsed.output, new Date());
  if (added === "duplicate") return refused(intent, form.values, { email: deskTeamCopy.duplicate(parsed.output.email) });
  return backWith("added");
}

/** What every desk page's header needs: who is signed in, whether they are Available, the team (Reassign and filters offer it), and this page. */
export async function deskLayoutData({ request, context }: Args) {
  const { email } = deskUserOf(context);
  const [team, liveWaiting] = await Promise.all([listTeam(dbOf(context)), waitingCount(dbOf(context))]);
  const url = new URL(request.url);
  return {
    email,
    liveWaiting,
    available: team.some((member) => member.email === email.toLowerCase() && member.available),
    team,
    here: url.pathname + url.search,
  };
}
