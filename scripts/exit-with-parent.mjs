// Preloaded into the command that scripts/with-database.ts runs. A supervisor killed with SIGKILL cannot
// stop its child, but the IPC channel between them closes; exiting then frees the port for the next start.
if (process.channel && process.env.SUPERVISOR_PID === String(process.ppid)) {
  process.on('disconnect', () => process.exit(1))
  process.channel.unref()
}
