'use client'

import { Button, useConfig, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { reviewEmailFieldName } from '@/leads/constants'
import { reviewRequestPath } from '@/reviews/constants'

type Answer = { status: string; waitUntil: string | null; says: string | null }

const statusPath = `${reviewEmailFieldName}.status`
const actions = [
  ['send-now', 'Send it now'],
  ['skip', 'Skip it'],
] as const

/**
 * Under the review request's status: when it goes, and staff's skip or send now. Asked of the
 * server, which knows the queued job's time and the business's zone.
 */
export function ReviewRequestSchedule() {
  const { id, collectionSlug } = useDocumentInfo()
  const { config } = useConfig()
  const { value: status, setValue } = useField<string>({ path: statusPath })
  const queuedAt = useFormFields(([fields]) => fields[`${reviewEmailFieldName}.queuedAt`]?.value)
  const [answer, setAnswer] = useState<Answer>()
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const url = `${config.serverURL}${config.routes.api}/${collectionSlug}/${id}/${reviewRequestPath}`

  const request = useCallback(
    async (action?: 'skip' | 'send-now') => {
      const response = await fetch(url, {
        method: action ? 'POST' : 'GET',
        credentials: 'include',
        headers: action ? { 'content-type': 'application/json' } : undefined,
        body: action ? JSON.stringify({ action }) : undefined,
      })
      if (!response.ok) throw new Error(String(response.status))
      return (await response.json()) as Answer
    },
    [url],
  )
  const unreachable = () => setProblem('Could not reach the server. Please try again.')

  const waiting = status === 'queued' || status === 'retrying'
  useEffect(() => {
    if (id && waiting) request().then(setAnswer, unreachable)
  }, [id, waiting, queuedAt, request])

  const act = async (action: 'skip' | 'send-now') => {
    setBusy(true)
    setProblem('')
    try {
      const next = await request(action)
      setAnswer(next)
      // Not a change of the staff's own: the form stays unmodified.
      setValue(next.status, true)
    } catch {
      unreachable()
    } finally {
      setBusy(false)
    }
  }

  if (!id || !waiting) return null
  return (
    <div data-testid="review-request-schedule" style={{ marginTop: 'calc(var(--base) / 2)' }}>
      <p aria-live="polite" style={{ margin: 0 }}>
        {problem || answer?.says || 'Checking when it goes…'}
      </p>
      <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)', flexWrap: 'wrap' }}>
        {actions.map(([action, label]) => (
          <Button
            key={action}
            buttonStyle="secondary"
            size="small"
            type="button"
            disabled={busy}
            onClick={() => void act(action)}
          >
            {label}
          </Button>
        ))}
      </div>
    </div>
  )
}
