import { Link } from "react-router";
import type { homeHero } from "../../../content/home";
import { Icon } from "../ui/icon";

export function HomeHero({ hero }: { hero: typeof homeHero }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="container py-20 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{hero.eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-4xl font-extrabold leading-tight sm:text-5xl">{hero.title}</h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-50">{hero.lead}</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {hero.badges.map((badge) => (
            <li key={badge} className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm">
              <Icon name="check" size={16} /> {badge}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={hero.primaryCta.href} className="btn-accent">
            {hero.primaryCta.label}
          </Link>
          <Link
            to={hero.secondaryCta.href}
            className="inline-flex items-center gap-2 rounded-lg border border-white px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
          >
            {hero.secondaryCta.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
