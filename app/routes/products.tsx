import { productCategories, productsPage } from "../../content/products-catalogue";
import { supportPlans } from "../../content/support-plans";
import { CtaBanner } from "../components/sections/cta-banner";
import { PageHero } from "../components/sections/page-hero";
import { PageSection } from "../components/sections/page-section";
import { PricingCards, supportPlanCards } from "../components/sections/pricing-cards";
import { ProductCategoryPanel } from "../components/sections/product-category-panel";
import { TabLabel } from "../components/sections/tab-label";
import { Tabs } from "../components/ui/tabs";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/products";

export const loader = () => ({ page: productsPage, categories: productCategories, supportPlans });

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta({ ...loaderData.page.seo, path: "/products" });

export default function Products({ loaderData: { page, categories, supportPlans } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} />
      <div className="container py-12">
        <Tabs
          label={page.tabsLabel}
          tabs={categories.map((category) => ({
            id: category.id,
            label: <TabLabel icon={category.icon} title={category.title} />,
            panel: <ProductCategoryPanel category={category} actions={page.actions} />,
          }))}
        />
      </div>
      <PageSection id="support" title={page.support.title} lead={page.support.lead} tone="white">
        <PricingCards cards={supportPlanCards(supportPlans)} />
      </PageSection>
      <CtaBanner banner={page.cta} />
    </>
  );
}
