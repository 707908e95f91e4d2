import type { ProcessStep } from "../../../content/content-schemas";

/** Numbered steps (implementation, method phases), in order. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  const cols = steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${cols}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="card">
          <span aria-hidden="true" className="grid h-10 w-10 place-items-center rounded-full bg-brand-700 font-bold text-white">
            {index + 1}
          </span>
          {step.duration && <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-accent-700">{step.duration}</p>}
          <h3 className="mt-2 text-lg font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-sm text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
