/**
 * The arguments after scripts/with-database.ts that start the site's server (src/server/main.ts) as
 * `npm start` does, on one port of the loopback address.
 */
export const serverCommand = (port: number) => [process.execPath, '--import', 'tsx', 'src/server/main.ts', '-p', String(port), '-H', '127.0.0.1']
