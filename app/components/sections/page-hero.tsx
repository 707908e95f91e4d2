import type { Cta, Hero } from "../../../content/content-schemas";
import { CtaButton } from "../ui/cta-button";

/** The dark hero band at the top of every marketing page, holding the page's only h1. */
export function PageHero({ hero, actions = [] }: { hero: Hero; actions?: Cta[] }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="container py-16 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{hero.eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-3xl font-extrabold leading-tight sm:text-5xl">{hero.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50">{hero.lead}</p>
        {actions.length > 0 && (
          <div className="mt-8 flex flex-wrap gap-3">
            {actions.map((cta, index) => (
              <CtaButton key={cta.label} cta={cta} variant={index === 0 ? "accent" : "onDark"} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
