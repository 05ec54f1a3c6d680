import { chromiumPath } from '../tests/helpers/chromium'

if (!chromiumPath()) {
  const wanted = process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist` : 'no Chromium found'
  console.error(`${wanted}: install one with "sudo apt-get install -y chromium" or set CHROMIUM_PATH to a Chromium or Chrome binary`)
  process.exit(1)
}
