import { fillCopy, type ReviewEmailCopy } from '@/reviews/globals/ReviewCopy/defaults'
import { escapeHtml, headerText, htmlDocument, type LeadEmail } from '@/leads/email/templates'
import type { Review } from '@/payload-types'

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`

/** Like the lead confirmation, it carries nothing the customer typed but their chosen job. */
export function reviewRequestEmail(
  copy: ReviewEmailCopy,
  values: { business: string; job: string },
  links: { review: string; optOut: string },
): LeadEmail {
  const fill = (template: string) => fillCopy(template, values)
  const text = [
    fill(copy.greeting),
    fill(copy.body),
    `${fill(copy.linkLabel)}: ${links.review}`,
    fill(copy.linkNote),
    fill(copy.signOff),
    `${fill(copy.optOutText)} ${links.optOut}`,
  ].join('\n\n')
  const html = htmlDocument(
    [
      paragraph(fill(copy.greeting)),
      paragraph(fill(copy.body)),
      `<p><a href="${escapeHtml(links.review)}" style="font-weight:bold">${escapeHtml(fill(copy.linkLabel))}</a></p>`,
      paragraph(fill(copy.linkNote)),
      paragraph(fill(copy.signOff)),
      `<p style="font-size:13px;color:#444">${escapeHtml(fill(copy.optOutText))} <a href="${escapeHtml(links.optOut)}">${escapeHtml(links.optOut)}</a></p>`,
    ].join(''),
  )
  return {
    subject: headerText(fill(copy.subject)),
    text: `${text}\n`,
    html,
  }
}

export function reviewReceivedEmail(
  review: Pick<Review, 'id' | 'rating' | 'reviewerName' | 'town' | 'text'>,
  adminUrl: string,
): LeadEmail {
  const link = `${adminUrl}/admin/collections/reviews/${review.id}`
  const heading = `New ${review.rating}-star review from ${review.reviewerName}${review.town ? `, ${review.town}` : ''}`
  return {
    subject: headerText(heading),
    text: `${heading}\n\n${review.text}\n\nIt is not published. Read it and publish it in the admin: ${link}\n`,
    html: htmlDocument(
      `<h1 style="font-size:20px">${escapeHtml(heading)}</h1><p style="white-space:pre-wrap">${escapeHtml(review.text)}</p><p>It is not published. <a href="${escapeHtml(link)}">Read it and publish it in the admin</a></p>`,
    ),
  }
}
