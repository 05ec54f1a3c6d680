import { checkItemStyle } from './checkItemStyle'

/** The checks' own heartbeat: a stopped job runner stops them, so their rows below stop changing. */
export function ChecksRunningCheck({
  lastRun,
  stopped,
  when,
}: {
  lastRun?: Date
  stopped: boolean
  when: (iso: string) => string
}) {
  const last = lastRun ? `They last ran ${when(lastRun.toISOString())}.` : 'They have not run yet.'
  return (
    <li
      data-site-check="checks"
      data-status={stopped ? 'failing' : 'ok'}
      style={checkItemStyle(stopped)}
    >
      <h2 style={{ fontSize: '1.25rem', margin: 0 }}>
        The checks: {stopped ? 'have stopped' : 'running every minute'}
      </h2>
      {stopped ? (
        <>
          <p style={{ margin: '0.25rem 0' }}>
            What is wrong: the site&apos;s checks have stopped, so what this page shows is not
            current and no alert email goes out. Emails to customers and staff are most likely
            waiting too. {last}
          </p>
          <p style={{ margin: '0.25rem 0' }}>
            <strong>What to do:</strong> Restart the site. If this stays, check that JOBS_AUTORUN is
            on in the server&apos;s settings, or that the job runner (npm run jobs:run) is running.
          </p>
        </>
      ) : (
        <p style={{ margin: '0.25rem 0' }}>{last}</p>
      )}
    </li>
  )
}
