import { Link } from "react-router";
import type { ProductCategory } from "../../../content/content-schemas";
import { contactCta } from "../../../content/cta";
import { pageLabels } from "../../../content/page-labels";
import { CtaButton } from "../ui/cta-button";
import { FeatureList } from "./feature-list";

/** One products tab: the category's heading and its three products, the first marked Most Popular. */
export function ProductCategoryPanel({ category, actions }: { category: ProductCategory; actions: { quote: string; learnMore: string } }) {
  return (
    <>
      <h2 className="section-title">{category.title}</h2>
      <p className="mt-3 max-w-3xl text-slate-700">{category.description}</p>
      <ul className="mt-6 grid gap-6 lg:grid-cols-3">
        {category.products.map((product) => (
          <li key={product.id} className={`card relative flex flex-col ${product.popular ? "border-2 border-brand-700 shadow-md" : ""}`}>
            {product.popular && (
              <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
                {pageLabels.mostPopular}
              </p>
            )}
            <h3 className="text-xl font-bold text-slate-900">{product.name}</h3>
            <p className="mt-2 text-sm text-slate-600">{product.description}</p>
            <p className="mt-4 text-lg font-bold text-brand-800">{product.pricing}</p>
            <FeatureList items={product.features} className="mt-4 flex-1" />
            <div className="mt-6 grid grid-cols-2 gap-3">
              <CtaButton cta={contactCta(actions.quote, `quote-${product.id}`)} />
              <Link to={product.learnMoreHref} className="btn-secondary">
                {actions.learnMore}
                <span className="sr-only"> about {product.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
