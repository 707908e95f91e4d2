import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

/** A titled page section; alternate tones separate consecutive sections visually. */
export function PageSection({
  id,
  title,
  lead,
  tone = "plain",
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tone?: "plain" | "white";
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 py-16 ${tone === "white" ? "bg-white" : ""}`}>
      <div className="container">
        <SectionHeading id={headingId} title={title} lead={lead} />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
