import type { Testimonial } from "../../../content/home";
import { Icon } from "../ui/icon";

export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.name} className="card">
          <figure>
            <p role="img" aria-label={`${t.rating} out of 5 stars`} className="flex gap-1 text-amber-500">
              {Array.from({ length: t.rating }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the stars are identical and never reorder; the position is their identity.
                <Icon key={i} name="star" size={18} />
              ))}
            </p>
            <blockquote className="mt-4 text-slate-700">“{t.quote}”</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold text-slate-900">{t.name}</span>
              <span className="block text-slate-600">
                {t.role}, {t.organization}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
