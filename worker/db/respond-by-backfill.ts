import type { Client, InStatement } from "@libsql/client";
import { respondBy } from "../../content/response-targets";
import type { OfficeId } from "../../shared/office-ids";

// Records stored before respond_by existed get theirs here: it is computed in business hours
// (content/response-targets.ts), which SQL cannot express, so it cannot live in a migration.
// prepareDatabase (scripts/db-setup.ts) runs it after the migrations, so it reaches every database the same way they do:
// `npm start` and the tests locally, `npm run db:migrate` for production Turso. It only reads rows
// whose respond_by is still null, so after the first run it is one empty read per table.

/** Rows read and updated per round trip. */
const CHUNK = 500;

const TABLES = [
  { table: "leads", highValue: "is_high_value", where: "" },
  // Newsletter sign-ups are not worked on the desk, so they have no response target.
  { table: "contact_messages", highValue: "0", where: "and source in ('contact', 'guide')" },
] as const;

/** Fills respond_by on the desk's records that have none; returns how many were filled. */
export async function backfillRespondBy(client: Pick<Client, "execute" | "batch">): Promise<number> {
  let filled = 0;
  for (const { table, highValue, where } of TABLES) {
    for (;;) {
      const { rows } = await client.execute({
        sql: `select id, created_at, ${highValue} as high_value, office from ${table} where respond_by is null ${where} limit ?`,
        args: [CHUNK],
      });
      if (rows.length === 0) break;
      const updates: InStatement[] = rows.map((row) => ({
        sql: `update ${table} set respond_by = ? where id = ? and respond_by is null`,
        args: [
          // An office id the desk no longer knows is held to the first office's hours (officeHours).
          respondBy({
            submittedAt: String(row.created_at),
            isHighValue: Number(row.high_value) === 1,
            office: String(row.office) as OfficeId,
          }),
          String(row.id),
        ],
      }));
      await client.batch(updates, "write");
      filled += rows.length;
    }
  }
  return filled;
}
