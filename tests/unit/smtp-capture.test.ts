import net from 'node:net'

import nodemailer from 'nodemailer'
import { afterEach, describe, expect, it } from 'vitest'

import { startSmtpCapture } from '../../scripts/lib/smtp-capture'

/** Starts a message and resets the connection in the middle of it, as a sender killed with kill -9 does. */
async function resetMidMessage(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  const waitFor = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (received.includes(text)) {
          socket.off('data', onData)
          resolve()
        }
      }
      const onData = (chunk: Buffer) => {
        received += chunk.toString('utf8')
        check()
      }
      socket.on('data', onData)
      check()
    })
  await waitFor('220 ')
  for (const [command, answer] of [
    ['EHLO sender.test', '250 '],
    ['MAIL FROM:<site@example.org>', '250 Accepted'],
    ['RCPT TO:<owner@example.org>', '250 Accepted'],
    ['DATA', '354 '],
  ]) {
    received = ''
    socket.write(`${command}\r\n`)
    await waitFor(answer)
  }
  socket.write('Subject: cut off\r\n\r\nhalf a mess')
  socket.resetAndDestroy()
  await new Promise((resolve) => socket.once('close', resolve))
}

describe('the capture SMTP server of the tests and the stack', () => {
  let close: (() => Promise<void>) | undefined
  afterEach(async () => {
    await close?.()
    close = undefined
  })

  it('outlives senders that die mid-message, keeps none of their messages, and still takes the next', async () => {
    const kept: string[] = []
    const uncaught: unknown[] = []
    const onUncaught = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', onUncaught)
    try {
      const capture = await startSmtpCapture(0, (raw) => void kept.push(raw))
      close = capture.close
      // Two, as when an instance with several pooled connections is killed: each one's reset is an error.
      await resetMidMessage(capture.port)
      await resetMidMessage(capture.port)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(uncaught).toEqual([])
      expect(kept).toEqual([])
      await nodemailer
        .createTransport({ host: '127.0.0.1', port: capture.port, secure: false })
        .sendMail({
          from: 'site@example.org',
          to: 'owner@example.org',
          subject: 'whole',
          text: 'A whole one',
        })
      expect(kept).toHaveLength(1)
      expect(kept[0]).toContain('Subject: whole')
    } finally {
      process.off('uncaughtException', onUncaught)
    }
  })
})
