// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it } from 'vitest'

import { toast, useToast } from '@/components/ui/use-toast'

it('shows one toast at a time: a new one replaces the last, and a dismissed one stays, closed', async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  let shown: ReturnType<typeof useToast>['toasts'] = []
  function Probe() {
    shown = useToast().toasts
    return null
  }
  const root = createRoot(document.createElement('div'))
  await act(async () => root.render(createElement(Probe)))
  expect(shown).toEqual([])
  await act(async () => toast({ title: 'First' }))
  await act(async () => toast({ title: 'Second', variant: 'destructive' }))
  expect(shown.map(({ title, open, variant }) => [title, open, variant])).toEqual([
    ['Second', true, 'destructive'],
  ])
  await act(async () => shown[0].onOpenChange?.(false))
  expect(shown.map(({ title, open }) => [title, open])).toEqual([['Second', false]])
  act(() => root.unmount())
})
