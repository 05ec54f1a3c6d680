import {
  parseMail,
  startAnsweringSmtpCapture,
  type CapturedMail,
  type SmtpRefusal,
} from '../../../scripts/lib/smtp-capture'

type SmtpCaptureOptions = {
  /** Milliseconds each message waits before it is kept: a slow server keeps concurrent senders inside their sends at once. */
  delayMs?: number
  /** Runs as each message arrives, before it is kept: it may hold the message (a stalled server) or refuse it, and a refused one is not kept. */
  answer?: () => Promise<SmtpRefusal | undefined>
}

/**
 * A capture SMTP server of this test file's, with SMTP_HOST and SMTP_PORT pointing at it. Start it before
 * getTestPayload: the config reads them once. Each message it accepts lands parsed in `received`.
 */
export async function captureSmtp({ delayMs = 0, answer }: SmtpCaptureOptions = {}) {
  const received: CapturedMail[] = []
  const server = await startAnsweringSmtpCapture(0, async (raw) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    const refusal = await answer?.()
    if (refusal) return refusal
    received.push(await parseMail(raw))
  })
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(server.port)
  return { received, close: server.close }
}

export type SmtpCapture = Awaited<ReturnType<typeof captureSmtp>>
