import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type CapturedMail = {
  from: string
  to: string[]
  replyTo: string
  subject: string
  text: string
  html: string
  messageId: string
  raw: string
}

export async function parseMail(raw: string): Promise<CapturedMail> {
  const parsed = await simpleParser(raw)
  const addresses = (value: typeof parsed.to) =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
      group.value.map((entry) => entry.address ?? ''),
    )
  return {
    from: parsed.from?.text ?? '',
    to: addresses(parsed.to),
    replyTo: parsed.replyTo?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    messageId: parsed.messageId ?? '',
    raw,
  }
}

/** An SMTP reply refusing a message, as a mail server that is down or full answers (550 Mailbox unavailable). */
export type SmtpRefusal = { message: string; responseCode: number }

/** A real SMTP server on 127.0.0.1 that accepts everything and hands each raw message to `onMessage`. */
export async function startSmtpCapture(
  port: number,
  onMessage: (raw: string) => void | Promise<void>,
) {
  return startAnsweringSmtpCapture(port, async (raw) => {
    await onMessage(raw)
  })
}

/**
 * The same server for mail that may not get through: `answer` is given each raw message and accepts it by
 * returning nothing, or refuses it by returning the SMTP reply to send.
 */
export async function startAnsweringSmtpCapture(
  port: number,
  answer: (raw: string) => Promise<SmtpRefusal | undefined>,
) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A close ends the connections still open soon, as a server going down does: a sender's idle pooled
    // connection would otherwise hold it until the sender's socket timeout (smtp-server waits 30 s).
    closeTimeout: 500,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        const refusal = await answer(Buffer.concat(chunks).toString('utf8'))
        callback(
          refusal &&
            Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode }),
        )
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // A sender that dies mid-message (an instance killed with kill -9) resets its connection, which smtp-server
  // reports as an error of the server: its message is not kept, and the capture goes on. Any other error is thrown.
  server.on('error', (error: Error & { remoteAddress?: string }) => {
    if (!error.remoteAddress) throw error
  })
  const address = server.server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
