/** The part of s3rver (which ships no types) the stack uses. */
declare module 's3rver' {
  type Options = {
    address?: string
    port?: number
    directory: string
    silent?: boolean
    configureBuckets?: { name: string; configs: Array<string | Buffer> }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
