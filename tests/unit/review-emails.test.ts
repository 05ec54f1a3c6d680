import { describe, expect, it } from 'vitest'

import { reviewEmailCopy } from '@/reviews/globals/ReviewCopy/defaults'
import { jobName, type ReviewLead } from '@/reviews/customer'
import { reviewReceivedEmail, reviewRequestEmail } from '@/reviews/emails'

import { shownSubject } from '../helpers/shown-subject'

const links = {
  review: 'https://www.example.com/review/rs.abc&x',
  optOut: 'https://www.example.com/review/opt-out/os.abc&y',
}
const values = { business: 'Nature Coast IT', job: 'your website design project' }

describe('the review request email', () => {
  it('fills the copy in order in the text, with both links, and ends with a line break', () => {
    const { subject, text } = reviewRequestEmail(reviewEmailCopy, values, links)
    expect(subject).toBe('How did we do? A minute for Nature Coast IT')
    expect(text).toBe(
      [
        'Hello,',
        'Thank you for choosing Nature Coast IT for your website design project. Would you tell others how it went? It takes a minute, and we read every review before it is published.',
        `Write your review: ${links.review}`,
        'The link is personal and works once, for 30 days.',
        'Thank you, Nature Coast IT',
        `Prefer not to hear from us about reviews? Stop review emails: ${links.optOut}`,
      ].join('\n\n') + '\n',
    )
  })

  it('gives the same words in the HTML, escaped, with both links', () => {
    const { html } = reviewRequestEmail(
      { ...reviewEmailCopy, greeting: 'Hi <b>{business}</b>,' },
      values,
      links,
    )
    expect(html).toMatch(/^<!doctype html><html><body style="[^"]+">/)
    expect(html).toMatch(/<\/body><\/html>$/)
    expect(html).toContain(
      '<p>Hi &lt;b&gt;Nature Coast IT&lt;/b&gt;,</p><p>Thank you for choosing Nature Coast IT for your website design project.',
    )
    expect(html).toContain(
      '<p><a href="https://www.example.com/review/rs.abc&amp;x" style="font-weight:bold">Write your review</a></p>',
    )
    expect(html).toContain(
      '<p>The link is personal and works once, for 30 days.</p><p>Thank you, Nature Coast IT</p>',
    )
    expect(html).toContain(
      'Prefer not to hear from us about reviews? Stop review emails: <a href="https://www.example.com/review/opt-out/os.abc&amp;y">https://www.example.com/review/opt-out/os.abc&amp;y</a></p>',
    )
  })

  it('keeps a subject the owner typed over several lines on one line, without outer spaces', () => {
    expect(
      reviewRequestEmail({ ...reviewEmailCopy, subject: ' How did\r\n\nwe do?\n' }, values, links)
        .subject,
    ).toBe('How did we do?')
  })
})

describe('the job a review request names', () => {
  const service = (serviceType: string | null) =>
    ({ collection: 'contact-submissions', doc: { serviceType } }) as unknown as ReviewLead

  it('names a service in plain words, never by its form label', () => {
    const { text, html } = reviewRequestEmail(
      reviewEmailCopy,
      { business: 'Nature Coast IT', job: jobName(service('Web Site Design')) },
      links,
    )
    expect(text).toContain('for your website design project.')
    expect(html).toContain('for your website design project.')
    expect(text).not.toContain('Web Site Design')
    expect(jobName(service('PC/Mac Repair'))).toBe('your computer repair')
    expect(jobName(service('Network/Wi-Fi'))).toBe('your network and Wi-Fi work')
  })

  it('names the package, or the service request when no service was chosen', () => {
    const packageLead = {
      collection: 'package-purchases',
      doc: { packageName: 'Business Website' },
    } as unknown as ReviewLead
    expect(jobName(packageLead)).toBe('the Business Website package')
    expect(jobName(service(null))).toBe('your service request')
  })
})

describe("the owner's note of a new review", () => {
  const review = {
    id: 'r-1',
    rating: 4,
    reviewerName: 'Grace H.',
    town: 'Crystal River',
    text: 'Quick & <kind>\nthank you',
  }

  it('names the rating, the reviewer and the town, and links to the review in the admin', () => {
    const { subject, text, html } = reviewReceivedEmail(review, 'https://www.example.com')
    expect(subject).toBe('New 4-star review from Grace H., Crystal River')
    expect(text).toBe(
      'New 4-star review from Grace H., Crystal River\n\nQuick & <kind>\nthank you\n\nIt is not published. Read it and publish it in the admin: https://www.example.com/admin/collections/reviews/r-1\n',
    )
    expect(html).toContain(
      '<h1 style="font-size:20px">New 4-star review from Grace H., Crystal River</h1>',
    )
    expect(html).toContain(
      '<p style="white-space:pre-wrap">Quick &amp; &lt;kind&gt;\nthank you</p>',
    )
    expect(html).toContain(
      '<a href="https://www.example.com/admin/collections/reviews/r-1">Read it and publish it in the admin</a>',
    )
  })

  it('leaves the town out when there is none, and keeps the subject on one line', () => {
    expect(reviewReceivedEmail({ ...review, town: null }, 'https://www.example.com').subject).toBe(
      'New 4-star review from Grace H.',
    )
    expect(
      reviewReceivedEmail({ ...review, reviewerName: 'Grace\r\nH.' }, 'https://www.example.com')
        .subject,
    ).toBe('New 4-star review from Grace H., Crystal River')
  })

  it("shows an encoded word in the reviewer's name and town as typed", async () => {
    const word = '=?utf-8?Q?Refund_due?='
    const { subject } = reviewReceivedEmail(
      { ...review, reviewerName: word, town: word },
      'https://www.example.com',
    )
    expect(await shownSubject(subject)).toBe(`New 4-star review from ${word}, ${word}`)
  })
})
