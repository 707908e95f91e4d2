import type { CtaBanner as CtaBannerContent } from "../../../content/content-schemas";
import { CtaButton } from "../ui/cta-button";

/** The closing call to action of a page. */
export function CtaBanner({ banner }: { banner: CtaBannerContent }) {
  return (
    <section aria-labelledby="page-cta-title" className="container py-16">
      <div className="rounded-2xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="page-cta-title" className="text-2xl font-bold sm:text-3xl">
          {banner.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-50">{banner.lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {banner.actions.map((cta, index) => (
            <CtaButton key={cta.label} cta={cta} variant={index === 0 ? "accent" : "onDark"} />
          ))}
        </div>
      </div>
    </section>
  );
}
