import { simpleParser } from 'mailparser'
import nodemailer from 'nodemailer'

/**
 * The subject as the owner's mail client shows it: built into a message by nodemailer, the way the
 * site sends it, then decoded once by a mail parser. Invisible format characters are dropped, as the
 * reader does not see them.
 */
export async function shownSubject(subject: string): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  const { message } = await transport.sendMail({
    from: 'site@example.com',
    to: 'team@example.com',
    subject,
    text: '.',
  })
  const parsed = await simpleParser(message as Buffer)
  return (parsed.subject ?? '').replace(/\p{Cf}/gu, '')
}
