import type { Price } from "./content-schemas";

const unitLabels = {
  "per-user-month": "per user/month",
  "per-month": "/month",
  "per-tb-month": "per TB/month",
  "per-project": "per project",
} as const;

/** Made once: a formatter costs far more to make than to use, and the chat's estimates format many amounts. */
const usd = (minimumFractionDigits: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits, maximumFractionDigits: 2 });
const wholeUsd = usd(0);
const centsUsd = usd(2);

/** "$12.50", "$1,500": cents only when there are some. */
export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? wholeUsd : centsUsd).format(amount);
}

/** A plan price split for display: the amount large, the unit small. */
export function formatPrice(price: Price): { amount: string; unit: string } {
  if (price === "custom") return { amount: "Custom", unit: "pricing" };
  return { amount: formatUsd(price.amountUsd), unit: unitLabels[price.unit] };
}

/** The price as one line of text, e.g. "$12.50 per user/month" or "Custom pricing". */
export function priceText(price: Price): string {
  const { amount, unit } = formatPrice(price);
  return unit.startsWith("/") ? `${amount}${unit}` : `${amount} ${unit}`;
}
