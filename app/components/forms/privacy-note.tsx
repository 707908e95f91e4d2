import { Link } from "react-router";
import { formPrivacyNotices } from "../../../content/privacy";

/** The purpose notice, with a link to the privacy page, under a form that collects personal data. */
export function PrivacyNote({ purpose }: { purpose: keyof Omit<typeof formPrivacyNotices, "linkLabel" | "href"> }) {
  return (
    <p className="text-xs text-slate-600">
      {formPrivacyNotices[purpose]} See our{" "}
      <Link to={formPrivacyNotices.href} className="font-medium text-brand-700 underline">
        {formPrivacyNotices.linkLabel}
      </Link>
      .
    </p>
  );
}
