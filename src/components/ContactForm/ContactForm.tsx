'use client'

/** Placeholder until the lead-intake work lands its form here. */
export function ContactForm() {
  return <div data-slot="contact-form" />
}
