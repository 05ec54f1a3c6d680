import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { is, Param, Placeholder, type SQL } from '@payloadcms/db-postgres/drizzle'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool, PoolClient, QueryResultRow } from 'pg'

const dialect = new PgDialect()

/** What Payload keeps of an open transaction: Drizzle's handle, whose session holds the pg connection. */
type TransactionSession = { db: { session: { client: PoolClient } } }

/** The connection of the request's open transaction, or the pool when there is none. */
async function connectionOf(payload: Payload, req?: PayloadRequest): Promise<Pool | PoolClient> {
  const adapter = payload.db as unknown as PostgresAdapter
  const session = req ? (adapter.sessions[String(await req.transactionID)] as unknown as TransactionSession | undefined) : undefined
  return session?.db.session.client ?? adapter.pool
}

/** The text of a statement written with Drizzle's `sql`, with `$1`, `$2`, ... where its placeholders and values go. */
export const statementText = (statement: SQL) => dialect.sqlToQuery(statement).sql

type Compiled = { text: string; values: (given: Record<string, unknown>) => unknown[] }

/**
 * The statement's text, and how each of its parameters is found: a placeholder's value as given, or as its
 * column stores it (a JSON column's object as text), or a value fixed in the statement.
 */
function compile(statement: SQL): Compiled {
  const { sql: text, params } = dialect.sqlToQuery(statement)
  const parameters = params.map((param): ((given: Record<string, unknown>) => unknown) => {
    if (is(param, Placeholder)) return (given) => given[param.name]
    if (is(param, Param) && is(param.value, Placeholder)) {
      const { encoder, value: placeholder } = param as Param & { value: Placeholder }
      return (given) => encoder.mapToDriverValue(given[placeholder.name])
    }
    return () => param
  })
  return { text, values: (given) => parameters.map((parameter) => parameter(given)) }
}

export type PreparedStatement<Row, Values> = {
  /** Runs in the request's open transaction when there is one, otherwise on the pool. */
  run(payload: Payload, req: PayloadRequest | undefined, values: Values): Promise<Row[]>
}

/**
 * A statement of the lead intake's hot path, written with Drizzle (so it shares expressions such as
 * `comparedAddress` and Payload's tables with the schema) with `sql.placeholder(name)` for each value. Its
 * text is made once per process and sent to node-postgres as a named prepared statement: Drizzle builds a
 * statement's text from its template on every call, and PostgreSQL parses and plans an unnamed statement
 * every time, which under a flood of leads was over a quarter of the server's CPU (README, Benchmarks).
 */
export function preparedStatement<Row extends QueryResultRow, Values extends Record<string, unknown>>(name: string, build: () => SQL): PreparedStatement<Row, Values> {
  let compiled: Compiled | undefined
  return {
    async run(payload, req, values) {
      compiled ??= compile(build())
      const connection = await connectionOf(payload, req)
      const { rows } = await connection.query<Row>({ name, text: compiled.text, values: compiled.values(values) })
      return rows
    },
  }
}
