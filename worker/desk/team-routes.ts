import { Hono } from "hono";
import * as v from "valibot";
import { availabilitySchema } from "../../shared/desk-team";
import { MAX_BODY_BYTES } from "../api/request-guards";
import type { AppBindings } from "../app-env";
import { createDatabase } from "../db/client";
import { readFormFields } from "../http/request-body";
import { deskErrorPage } from "./desk-error-page";
import { setAvailability } from "./team";

// The header's Available/Away switch (the team page's own changes are its route's action).

export const teamRoutes = new Hono<AppBindings>();

/** Sets the signed-in person's state (joining the team when going Available) and goes back to the page they were on. */
teamRoutes.post("/availability", async (c) => {
  const form = await readFormFields(c.req.raw, MAX_BODY_BYTES);
  if (!form.ok) return deskErrorPage(c, form.status, [form.message]);
  const parsed = v.safeParse(availabilitySchema, form.values);
  if (!parsed.success)
    return deskErrorPage(
      c,
      400,
      parsed.issues.map((issue) => issue.message),
    );
  await setAvailability(createDatabase(c.env), c.get("deskUser")!.email, parsed.output.available === "yes", new Date());
  return c.redirect(parsed.output.back, 303);
});
