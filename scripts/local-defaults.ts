import { company } from "../content/company";
import { DESTINATION_VARIABLES, type DestinationVariable } from "../worker/delivery/destination-config";
import { operatorVariables } from "./operator-variables";

/**
 * The e-mail destinations `npm start` turns on without any account: locally wrangler writes each
 * message to a file instead of sending it. An operator's own values (environment, .dev.vars) win.
 */
export const LOCAL_EMAIL_DEFAULTS = {
  SALES_EMAIL_FROM: `leads@${new URL(company.siteUrl).hostname.replace(/^www\./, "")}`,
  SALES_EMAIL_TO: company.salesEmail,
  VISITOR_EMAIL_FROM: company.email,
} as const satisfies Partial<Record<DestinationVariable, string>>;

/** The destinations' variables as `npm start` hands them to the Worker. */
export function localDestinationVariables(): Record<string, string> {
  return { ...LOCAL_EMAIL_DEFAULTS, ...operatorVariables(DESTINATION_VARIABLES) };
}
