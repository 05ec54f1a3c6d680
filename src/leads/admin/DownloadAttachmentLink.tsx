import type { UIFieldServerComponent } from 'payload'

/** Staff look for the name the customer sent, not the random stored one, and download under it. */
export const DownloadAttachmentLink: UIFieldServerComponent = ({ data }) => {
  const url = typeof data?.url === 'string' ? data.url : undefined
  const name = typeof data?.originalName === 'string' ? data.originalName : undefined
  if (!url || !name) return null
  return (
    <p className="field-type">
      <a className="btn btn--style-primary btn--size-medium" href={url} download={name}>
        Download {name}
      </a>
    </p>
  )
}
