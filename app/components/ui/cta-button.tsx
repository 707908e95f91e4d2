import { Link } from "react-router";
import type { Cta } from "../../../content/content-schemas";
import { ChatLink } from "../../chat/chat-link";

const variants = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  accent: "btn-accent",
  onDark:
    "inline-flex items-center justify-center gap-2 rounded-lg border border-white px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10 focus-visible:(outline-2 outline-offset-2 outline-white)",
} as const;
export type CtaVariant = keyof typeof variants;

/** A content call to action: a link to a page, or an opener of the chat assistant. */
export function CtaButton({ cta, variant = "primary", className = "" }: { cta: Cta; variant?: CtaVariant; className?: string }) {
  const classes = `${variants[variant]} ${className}`.trim();
  if ("href" in cta) {
    return (
      <Link to={cta.href} className={classes}>
        {cta.label}
      </Link>
    );
  }
  return <ChatLink className={classes}>{cta.label}</ChatLink>;
}
