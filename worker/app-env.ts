import type { SecureHeadersVariables } from "hono/secure-headers";
import type { DeskUser } from "./http/desk-user";

/** Hono's generic for every app and sub-app of this Worker. */
export type AppBindings = { Bindings: Env; Variables: SecureHeadersVariables & { deskUser?: DeskUser } };
