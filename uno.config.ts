import { defineConfig, presetWind3, transformerVariantGroup } from "unocss";

export default defineConfig({
  presets: [presetWind3()],
  transformers: [transformerVariantGroup()],
  theme: {
    colors: {
      brand: { 50: "#eef4fb", 100: "#d6e4f4", 600: "#1d4f91", 700: "#173f75", 800: "#11305a", 900: "#0b2140" },
      accent: { 500: "#0f9d7a", 600: "#0b7d61", 700: "#08634d" },
    },
    fontFamily: {
      // System fonts: nothing to download before text can paint.
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
  shortcuts: {
    container: "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8",
    "btn-primary":
      "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:(outline-2 outline-offset-2 outline-brand-600) disabled:(cursor-not-allowed opacity-60)",
    "btn-secondary":
      "inline-flex items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:(outline-2 outline-offset-2 outline-brand-600)",
    "btn-accent":
      "inline-flex items-center justify-center gap-2 rounded-lg bg-accent-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-600 focus-visible:(outline-2 outline-offset-2 outline-accent-600)",
    card: "rounded-xl border border-slate-200 bg-white p-6 shadow-sm",
    "section-title": "text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl",
    "section-lead": "mt-3 text-base text-slate-600 sm:text-lg",
    "field-label": "block text-sm font-medium text-slate-800",
    "field-input":
      "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus:(border-brand-600 outline-2 outline-brand-600)",
  },
});
