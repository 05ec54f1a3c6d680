export type Step = { id?: string | null; title: string; description: string }

export function NumberedSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.id ?? step.title}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span
            className="inline-flex size-12 items-center justify-center rounded-full bg-blue-700 text-xl font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <h3 className="text-xl font-bold text-slate-900">
            <span className="sr-only">{index + 1}. </span>
            {step.title}
          </h3>
          <p className="text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
