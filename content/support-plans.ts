// The three support plans of the products page: Essential (included), Premium (+30% of the licence
// cost, Recommended) and Enterprise (custom).
import type { SupportPlan } from "./content-schemas";
import { contactCta } from "./cta";

/** Premium Support is priced as a share of the licence cost. */
const premiumSupportSurchargePercent = 30;

export const supportPlans: SupportPlan[] = [
  {
    name: "Essential Support",
    price: "Included",
    features: [
      "Email and phone support in business hours",
      "4-hour response during business hours",
      "Online knowledge base",
      "Quarterly health check",
    ],
    popular: false,
    cta: contactCta("Get Started", "essential-support"),
  },
  {
    name: "Premium Support",
    price: `+${premiumSupportSurchargePercent}% of license cost`,
    features: [
      "24/7 phone, email and WhatsApp support",
      "1-hour response for critical issues",
      "Dedicated account manager",
      "Proactive monitoring and monthly reports",
    ],
    popular: true,
    cta: contactCta("Choose Premium Support", "premium-support"),
  },
  {
    name: "Enterprise Support",
    price: "Custom pricing",
    features: [
      "Named engineers on site in Nairobi, Kampala and Dar es Salaam",
      "15-minute response for critical issues",
      "Custom service level agreement",
      "Quarterly business reviews",
    ],
    popular: false,
    cta: contactCta("Contact Sales", "enterprise-support"),
  },
];
