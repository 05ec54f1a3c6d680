import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { Transport } from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import type SMTPPool from 'nodemailer/lib/smtp-pool'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'

import type { ServerEnv } from '@/config/env'

/**
 * Stands in for SMTP: each message goes to the server log, in production only its Message-ID, since
 * a production log is kept and shipped and a lead's message is personal data.
 */
function serverLogTransport(withContent: boolean): Transport {
  return {
    name: 'server-log',
    version: '1.0.0',
    send(mail, callback) {
      const messageId = mail.message.messageId()
      if (withContent) {
        const { to, subject, text } = mail.data
        console.log(
          `[email] not sent (SMTP_HOST unset) to=${String(to)} subject="${String(subject)}"\n${String(text ?? '')}`,
        )
      } else {
        console.log(`[email] not sent (SMTP_HOST unset) message-id=${messageId}`)
      }
      callback(null, { envelope: mail.message.getEnvelope(), messageId })
    },
  }
}

/** Every wait bounded, so a server that never answers fails the attempt, not holds a runner. */
function smtpOptions(env: ServerEnv, host: string) {
  const timeout = env.SMTP_TIMEOUT_SECONDS * 1000
  return {
    pool: true,
    maxConnections: 5,
    maxMessages: 100,
    // nodemailer requeues without end by default; after one the attempt fails and the job retries.
    maxRequeues: 1,
    host,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    requireTLS: env.SMTP_REQUIRE_TLS && !env.SMTP_SECURE,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
  } satisfies SMTPPool.Options & { maxRequeues: number }
}

/** Logs in as the sends do, on a connection of its own; throws nodemailer's error (EAUTH). */
export async function verifySmtp(env: ServerEnv): Promise<void> {
  if (!env.SMTP_HOST) return
  const transport = nodemailer.createTransport({
    ...smtpOptions(env, env.SMTP_HOST),
    pool: false,
  } as SMTPTransport.Options)
  try {
    await transport.verify()
  } finally {
    transport.close()
  }
}

export function emailAdapter(env: ServerEnv) {
  const [from] = addressparser(env.EMAIL_FROM, { flatten: true })
  const transport = env.SMTP_HOST
    ? nodemailer.createTransport(smtpOptions(env, env.SMTP_HOST))
    : nodemailer.createTransport(serverLogTransport(!env.isProduction))

  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transport,
    skipVerify: true,
  })
}
