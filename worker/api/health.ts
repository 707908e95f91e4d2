import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppBindings } from "../app-env";
import { createDatabase } from "../db/client";

export const health = new Hono<AppBindings>().get("/", async (c) => {
  await createDatabase(c.env).run(sql`select 1`);
  return c.json({ ok: true });
});
