'use client'

import { useEffect, useState, type ReactNode } from 'react'

import type { ToastProps } from './toast'

/** Spec section 9: one toast at a time; a dismissed one stays until its exit animation is over. */
const TOAST_LIMIT = 1
const TOAST_REMOVE_DELAY = 1_000_000

export type ToastItem = Omit<ToastProps, 'title'> & {
  id: string
  title?: ReactNode
  description?: ReactNode
}
type ToastInput = Omit<ToastItem, 'id'>

type State = { toasts: ToastItem[] }

let state: State = { toasts: [] }
const listeners = new Set<(state: State) => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()
let counter = 0

function setState(next: State) {
  state = next
  for (const listener of listeners) listener(state)
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      setState({ toasts: state.toasts.filter((toast) => toast.id !== id) })
    }, TOAST_REMOVE_DELAY),
  )
}

function dismiss(id?: string) {
  for (const toast of state.toasts) if (!id || toast.id === id) scheduleRemoval(toast.id)
  setState({
    toasts: state.toasts.map((toast) =>
      !id || toast.id === id ? { ...toast, open: false } : toast,
    ),
  })
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  const item: ToastItem = {
    ...input,
    id,
    open: true,
    onOpenChange: (open) => {
      if (!open) dismiss(id)
    },
  }
  setState({ toasts: [item, ...state.toasts].slice(0, TOAST_LIMIT) })
  return { id, dismiss: () => dismiss(id) }
}

export function useToast() {
  const [current, setCurrent] = useState(state)
  useEffect(() => {
    listeners.add(setCurrent)
    return () => {
      listeners.delete(setCurrent)
    }
  }, [])
  return { toasts: current.toasts, toast, dismiss }
}
