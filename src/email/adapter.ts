import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { Transport } from 'nodemailer'

import type { ServerEnv } from '@/config/env'

/** Stands in for SMTP on a machine without it: each message goes to the server log instead. */
const serverLogTransport: Transport = {
  name: 'server-log',
  version: '1.0.0',
  send(mail, callback) {
    const { to, subject, text } = mail.data
    console.log(`[email] not sent (SMTP_HOST unset) to=${String(to)} subject="${String(subject)}"\n${String(text ?? '')}`)
    callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId() })
  },
}

function parseFrom(from: string) {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1].replace(/^"|"$/g, ''), address: match[2] } : { name: '', address: from.trim() }
}

export function emailAdapter(env: ServerEnv) {
  const from = parseFrom(env.EMAIL_FROM)
  const transport = env.SMTP_HOST
    ? nodemailer.createTransport({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
      })
    : nodemailer.createTransport(serverLogTransport)

  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transport,
    skipVerify: true,
  })
}
