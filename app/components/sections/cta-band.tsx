import { Link } from "react-router";

type CtaLink = { label: string; href: string };

/** A closing call to action: a title, a line of text and one or two links. */
export function CtaBand({ title, lead, primary, secondary }: { title: string; lead: string; primary: CtaLink; secondary?: CtaLink }) {
  return (
    <section aria-labelledby="cta-title" className="container py-16">
      <div className="rounded-2xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-50">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={primary.href} className="btn-accent">
            {primary.label}
          </Link>
          {secondary && (
            <Link
              to={secondary.href}
              className="inline-flex items-center gap-2 rounded-lg border border-white px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
            >
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
