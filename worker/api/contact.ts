import { Hono } from "hono";
import { contactMessageSchema } from "../../shared/contact-messages";
import type { AppBindings } from "../app-env";
import { createDatabase } from "../db/client";
import { storeContactMessage } from "../db/contact-messages";
import { limitBody, requireJson, validJson } from "./request-guards";

/** POST /api/contact: the contact page's message form (DESIGN.md: it really delivers). */
export const contact = new Hono<AppBindings>().post("/", requireJson, limitBody, validJson(contactMessageSchema), async (c) => {
  const id = await storeContactMessage(createDatabase(c.env), c.req.valid("json"));
  return c.json({ id }, 201);
});
