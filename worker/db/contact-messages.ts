import { and, eq } from "drizzle-orm";
import type { ContactMessage, GuideRequest, NewsletterSignup } from "../../shared/contact-messages";
import type { GuideId } from "../../shared/contact-options";
import type { Database } from "./client";
import { contactMessages } from "./schema";

// The contact_messages table holds the three kinds of visitor submissions outside the chat.

/** Optional form fields arrive as "" when left blank; the table stores them as NULL. */
const orNull = (value: string | undefined) => value || null;

export async function storeContactMessage(db: Database, message: ContactMessage): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(contactMessages).values({
    id,
    source: "contact",
    name: message.name,
    email: message.email,
    company: orNull(message.company),
    phone: orNull(message.phone),
    subject: message.subject,
    message: message.message,
    serviceInterest: orNull(message.serviceInterest),
  });
  return id;
}

/** The row id doubles as the download token: only a stored request can fetch the guide. */
export async function storeGuideRequest(db: Database, request: GuideRequest): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(contactMessages).values({
    id,
    source: "guide",
    name: request.name,
    email: request.email,
    company: request.company,
    phone: orNull(request.phone),
    guideId: request.guideId,
  });
  return id;
}

export type StoredGuideRequest = { guideId: GuideId; name: string; company: string };

export async function findGuideRequest(db: Database, id: string): Promise<StoredGuideRequest | undefined> {
  const [row] = await db
    .select({ guideId: contactMessages.guideId, name: contactMessages.name, company: contactMessages.company })
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), eq(contactMessages.source, "guide")))
    .limit(1);
  return row?.guideId ? { guideId: row.guideId as GuideId, name: row.name, company: row.company ?? "" } : undefined;
}

/**
 * One row per subscribed address: signing up again is answered as a success without a duplicate.
 * A sign-up has no name; the column is NOT NULL, so it holds "".
 */
export async function storeNewsletterSignup(db: Database, { email }: NewsletterSignup): Promise<{ alreadySubscribed: boolean }> {
  const normalized = email.toLowerCase();
  const [existing] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(and(eq(contactMessages.source, "newsletter"), eq(contactMessages.email, normalized)))
    .limit(1);
  if (existing) return { alreadySubscribed: true };
  await db.insert(contactMessages).values({ id: crypto.randomUUID(), source: "newsletter", name: "", email: normalized });
  return { alreadySubscribed: false };
}
