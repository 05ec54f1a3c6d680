/**
 * First step of `npm test`: installs what a bare Debian machine lacks for the suite, so the README's test
 * command works on a fresh clone. Plain Node with no dependencies, because it runs before `npm install`.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** The Debian packages the tests drive, each with the programs that show it is installed. */
const debianPackages = [
  {
    name: 'chromium',
    present: () =>
      hasAny(['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']),
  },
  { name: 'postgresql', present: () => hasAny(['/usr/lib/postgresql/15/bin/initdb']) },
  { name: 'redis-server', present: () => onPath('redis-server') },
  { name: 'caddy', present: () => onPath('caddy') },
  // For the benchmarks' static-server comparison and its load (bench/throughput.ts), installed with the rest.
  { name: 'nginx-light', present: () => hasAny(['/usr/sbin/nginx']) },
  { name: 'wrk', present: () => onPath('wrk') },
  // Scores the site's emails as a mail server would (tests/int/email-spam-score.int.spec.ts).
  { name: 'spamassassin', present: () => onPath('spamassassin') },
]

function hasAny(files) {
  return files.some((file) => fs.existsSync(file))
}

function onPath(program) {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && fs.existsSync(path.join(dir, program)))
}

function fail(line) {
  console.error(line)
  process.exit(1)
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return result.status === 0
}

function installDebianPackages() {
  // A browser of the tester's own choosing replaces Debian's.
  const wanted = debianPackages.filter(
    (pkg) => !(pkg.name === 'chromium' && process.env.CHROMIUM_PATH),
  )
  const missing = wanted.filter((pkg) => !pkg.present()).map((pkg) => pkg.name)
  if (missing.length === 0) return
  const list = missing.join(' ')
  if (!onPath('apt-get'))
    fail(
      `The tests need ${list}, and this is not a Debian-like machine with apt-get: install them by hand.`,
    )
  const asRoot = process.getuid?.() === 0
  if (!asRoot && !onPath('sudo'))
    fail(`The tests need ${list}: run "apt-get install -y ${list}" as root (no sudo here).`)
  console.log(`Installing Debian packages the tests need: ${list}`)
  // -n: CI has no terminal to type a password into, so a sudo that wants one fails at once instead of hanging.
  const apt = (...args) => (asRoot ? run('apt-get', args) : run('sudo', ['-n', 'apt-get', ...args]))
  if (
    !apt('update', '-qq') ||
    !apt('install', '-y', '-qq', '--no-install-recommends', ...missing)
  ) {
    fail(
      `Could not install ${list} with apt-get${asRoot ? '' : ' through sudo'}: install them by hand ("sudo apt-get install -y ${list}").`,
    )
  }
}

/** npm's own record of the installed tree is older than the lockfile, or missing, on a fresh clone. */
function installNpmPackages() {
  const installed = 'node_modules/.package-lock.json'
  const stale =
    !fs.existsSync(installed) ||
    ['package.json', 'package-lock.json'].some(
      (file) => fs.statSync(file).mtimeMs > fs.statSync(installed).mtimeMs,
    )
  if (!stale) return
  console.log('Installing npm packages (npm install)')
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit' })
}

if (process.env.CHROMIUM_PATH && !fs.existsSync(process.env.CHROMIUM_PATH)) {
  fail(
    `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist: point it at a Chromium or Chrome binary, or unset it to use Debian's chromium`,
  )
}
installDebianPackages()
installNpmPackages()
