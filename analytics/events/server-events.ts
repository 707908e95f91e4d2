import * as v from "valibot";
import { DESK_RECORD_TYPES, LEAD_STATUSES } from "../../shared/desk";
import { OFFICE_IDS } from "../../shared/office-ids";
import { freeText } from "./personal-data";

/**
 * Events the server itself writes when sales work a record on the desk (never accepted from a
 * browser): a status change, and the record's first touch with how long it took against its target
 * in business minutes. No personal data: ids, fixed options, numbers, and the record's source and
 * campaign without any e-mail address or phone number in them.
 */
export const serverEventDataSchemas = {
  lead_status_changed: v.strictObject({
    recordType: v.picklist(DESK_RECORD_TYPES),
    from: v.picklist(LEAD_STATUSES),
    to: v.picklist(LEAD_STATUSES),
    office: v.picklist(OFFICE_IDS),
    source: freeText(v.pipe(v.string(), v.maxLength(200))),
    utm_campaign: v.nullable(freeText(v.pipe(v.string(), v.maxLength(200)))),
  }),
  lead_first_touch: v.strictObject({
    recordType: v.picklist(DESK_RECORD_TYPES),
    office: v.picklist(OFFICE_IDS),
    businessMinutes: v.pipe(v.number(), v.minValue(0)),
    targetMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
    withinTarget: v.boolean(),
  }),
} as const;
export type ServerEventType = keyof typeof serverEventDataSchemas;
