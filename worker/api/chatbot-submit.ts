import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { leadSubmissionSchema, type LeadSubmitResponse } from "../../shared/lead-submission";
import { scoreLead } from "../../shared/lead-score";
import type { AppBindings } from "../app-env";
import { retryWhenBusy } from "../db/busy-retry";
import { createDatabase } from "../db/client";
import { leads } from "../db/schema";
import { limitBody, requireJson, validJson } from "./request-guards";

const excluded = (column: string) => sql.raw(`excluded.${column}`);

export const chatbotSubmit = new Hono<AppBindings>().post(
  "/",
  requireJson,
  limitBody,
  validJson(leadSubmissionSchema),
  async (c) => {
    const lead = c.req.valid("json");
    const { leadScore, isHighValue, breakdown } = scoreLead(lead);
    const answers = {
      intent: lead.intent,
      orgType: lead.orgType ?? null,
      companySize: lead.companySize ?? null,
      primaryNeed: lead.primaryNeed ?? null,
      currentStack: lead.currentStack ?? null,
      urgency: lead.urgency ?? null,
      budget: lead.budget ?? null,
      contactName: lead.contact.name,
      contactEmail: lead.contact.email,
      contactCompany: lead.contact.company,
      contactPhone: lead.contact.phone || null,
      recommendations: lead.recommendations,
      leadScore,
      scoreBreakdown: breakdown,
      isHighValue,
    };

    // One statement, so a failure leaves nothing half-written. A resubmission from the same chat
    // session (a retry) rewrites that lead in place: same id and created_at, fresh score — which
    // also makes retrying the statement on a busy database safe.
    const db = createDatabase(c.env);
    const leadId = crypto.randomUUID();
    const upsertLead = () =>
      db
        .insert(leads)
        .values({
          id: leadId,
          sessionId: lead.sessionId,
          ...answers,
          consentMarketing: lead.consent?.marketing ?? null,
          consentNoticeVersion: lead.consent?.noticeVersion ?? null,
        })
        .onConflictDoUpdate({
          target: leads.sessionId,
          set: {
            ...Object.fromEntries(Object.keys(answers).map((key) => [key, excluded(leads[key as keyof typeof answers].name)])),
            // A retry that carries no consent object keeps the consent already recorded.
            consentMarketing: sql`coalesce(${excluded(leads.consentMarketing.name)}, ${leads.consentMarketing})`,
            consentNoticeVersion: sql`coalesce(${excluded(leads.consentNoticeVersion.name)}, ${leads.consentNoticeVersion})`,
            updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
          },
        })
        .returning({ id: leads.id });
    const [row] = await retryWhenBusy(upsertLead);

    return c.json({ leadScore, isHighValue, leadId: row!.id } satisfies LeadSubmitResponse);
  },
);
