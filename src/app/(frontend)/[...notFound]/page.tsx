import { notFound } from 'next/navigation'

// Every path no other route matches lands here, so it renders this group's not-found card with status 404.
export default function UnknownPath() {
  notFound()
}
