import type * as v from "valibot";
import { dealProductName, dealProducts } from "../../content/desk-activity-copy";
import type { ChangeOutcome } from "../../shared/desk";
import { wonSchemaFor } from "../../shared/desk-activities";
import type { Database } from "../db/client";
import { changeStatus } from "./desk-changes";
import type { FollowUps } from "./desk-follow-ups";
import type { RecordRef } from "./record-writes";

// Won, with what was won: the deal's value (required) and the catalogue's products sold. It is a
// forward status change like any other (analytics, the CRM's lead status), with the deal on the record.

/** POST …/won, checked against the catalogue's items. */
export const wonSchema = wonSchemaFor(dealProducts.map((product) => product.id));

export function markWon(
  db: Database,
  ref: RecordRef,
  actor: string,
  input: v.InferOutput<typeof wonSchema>,
  followUps?: FollowUps,
): Promise<ChangeOutcome> {
  const productNames = input.products.length ? input.products.map(dealProductName).join(", ") : null;
  return changeStatus(
    db,
    ref,
    actor,
    { status: "won", deal: { valueCents: input.value, products: input.products }, productNames },
    followUps,
  );
}
