import { company } from "../../content/company";

/**
 * Where links in alerts, e-mails and the desk point: SITE_URL when set (`npm start` sets its own
 * local server, so a local e-mail's links open the local site and desk), else the public site.
 */
export function siteUrl(env: { SITE_URL?: string }): string {
  const configured = env.SITE_URL?.trim().replace(/\/+$/, "");
  return configured || company.siteUrl;
}
