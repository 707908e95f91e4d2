// The parts of the privacy notice that forms and the chat carry, kept apart from the /privacy page's
// text so the chat panel's script does not bring the whole notice with it.

/** Stored with a lead (consent.noticeVersion) so we know which notice the visitor was shown. */
export const PRIVACY_NOTICE_VERSION = "2026-11-27";

/** Short purpose notices shown under forms, each linking to /privacy. */
export const formPrivacyNotices = {
  contact: "We use these details only to answer your message.",
  guide: "We use these details to send you the guide and may follow up once about it.",
  newsletter: "One email a month; unsubscribe at any time.",
  linkLabel: "Privacy Notice",
  href: "/privacy",
};
