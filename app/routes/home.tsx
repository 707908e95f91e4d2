import { flagshipProducts, industries, solutionLines } from "../../content/catalog";
import { clientLogos, homeHero, homeSections, homeStats, testimonials } from "../../content/home";
import { ClientStrip } from "../components/sections/client-strip";
import { HomeHero } from "../components/sections/home-hero";
import { LinkCardGrid } from "../components/sections/link-card-grid";
import { SectionHeading } from "../components/sections/section-heading";
import { StatsBand } from "../components/sections/stats-band";
import { TestimonialList } from "../components/sections/testimonial-list";
import { pageMeta } from "../seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "AI-Powered IT Services in Kenya, Uganda & Tanzania",
    description:
      "Cloud licensing, AI and WhatsApp automation, backup, web design and security for 500+ East African organizations since 2012.",
    path: "/",
  });

export default function Home() {
  return (
    <>
      <HomeHero hero={homeHero} />
      <section aria-labelledby="solutions-title" className="container py-16">
        <SectionHeading id="solutions-title" {...homeSections.solutions} />
        <LinkCardGrid entries={solutionLines} />
      </section>
      <section aria-labelledby="products-title" className="bg-white py-16">
        <div className="container">
          <SectionHeading id="products-title" {...homeSections.products} />
          <LinkCardGrid entries={flagshipProducts} columns={4} />
        </div>
      </section>
      <section aria-labelledby="industries-title" className="container py-16">
        <SectionHeading id="industries-title" {...homeSections.industries} />
        <LinkCardGrid entries={industries} columns={4} />
      </section>
      <StatsBand stats={homeStats} label="Kilele in numbers" />
      <section aria-labelledby="testimonials-title" className="container py-16">
        <SectionHeading id="testimonials-title" {...homeSections.testimonials} />
        <TestimonialList testimonials={testimonials} />
      </section>
      <ClientStrip {...homeSections.clients} clients={clientLogos} />
    </>
  );
}
