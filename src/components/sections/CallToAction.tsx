import { Button } from '@/components/ui/button'

/** The light button on a dark band that leads to the contact form. */
export function ContactButton({ label }: { label: string }) {
  return (
    <Button asChild size="lg" variant="secondary" className="whitespace-normal text-center ring-0">
      <a href="#contact">{label}</a>
    </Button>
  )
}

export function CallToAction({
  id,
  heading,
  text,
  buttonLabel,
}: {
  id: string
  heading: string
  text: string
  buttonLabel: string
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-blue-800 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center sm:px-6">
        <h2 id={`${id}-heading`} className="text-3xl font-bold md:text-4xl">
          {heading}
        </h2>
        <p className="text-xl text-blue-50">{text}</p>
        <ContactButton label={buttonLabel} />
      </div>
    </section>
  )
}
