// Every page rendered by the generic marketing-page route, by path (aliases included).
import type { MarketingPage } from "./content-schemas";
import {
  bankingIndustryPage,
  educationIndustryPage,
  governmentIndustryPage,
  healthcareIndustryPage,
  legalIndustryPage,
  manufacturingIndustryPage,
  ngoIndustryPage,
  smeIndustryPage,
} from "./industry-pages";
import { cloudBackupPage, googleWorkspacePage, microsoft365Page, whatsappPlatformPage } from "./product-pages";
import {
  aiMessagingPage,
  cloudLicensingPage,
  dataAnalyticsPage,
  securityCompliancePage,
  smeTransformationPage,
  webDesignPage,
} from "./solution-landings";

export const marketingPages: MarketingPage[] = [
  cloudLicensingPage,
  aiMessagingPage,
  webDesignPage,
  smeTransformationPage,
  securityCompliancePage,
  dataAnalyticsPage,
  microsoft365Page,
  googleWorkspacePage,
  whatsappPlatformPage,
  cloudBackupPage,
  smeIndustryPage,
  legalIndustryPage,
  bankingIndustryPage,
  healthcareIndustryPage,
  educationIndustryPage,
  manufacturingIndustryPage,
  ngoIndustryPage,
  governmentIndustryPage,
];

/** Other paths that show the same page (its canonical URL stays the page's own path). */
const marketingPageAliases: Record<string, string> = {
  "/products/microsoft365": microsoft365Page.path,
};

/** The page at a path, ignoring a trailing slash; undefined for a path that has none. */
export function marketingPageAt(pathname: string): MarketingPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const target = marketingPageAliases[path] ?? path;
  return marketingPages.find((page) => page.path === target);
}
