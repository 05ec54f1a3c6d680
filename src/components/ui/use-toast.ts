'use client'

import { useSyncExternalStore, type ReactNode } from 'react'

import type { ToastProps } from './toast'

type ToastItem = Omit<ToastProps, 'title'> & {
  id: string
  title?: ReactNode
  description?: ReactNode
}

/**
 * Spec section 9: one toast at a time, so a new one replaces the last. A dismissed one stays, closed,
 * so Radix can play its exit animation.
 */
let toasts: ToastItem[] = []
const none: ToastItem[] = []
const listeners = new Set<() => void>()
let counter = 0

function setToasts(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

export function toast(input: Omit<ToastItem, 'id'>) {
  const id = String(++counter)
  const onOpenChange = (open: boolean) => {
    if (!open) setToasts(toasts.map((item) => (item.id === id ? { ...item, open } : item)))
  }
  setToasts([{ ...input, id, open: true, onOpenChange }])
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useToast() {
  return {
    toasts: useSyncExternalStore(
      subscribe,
      () => toasts,
      () => none,
    ),
  }
}
