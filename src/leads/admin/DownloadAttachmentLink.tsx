import type { UIFieldServerComponent } from 'payload'

/** Staff look for the name the customer sent, not the random stored one, and download under it. */
export const DownloadAttachmentLink: UIFieldServerComponent = ({ data }) => {
  const { url, originalName: name } = data ?? {}
  if (!url || !name) return null
  return (
    <p className="field-type">
      <a className="btn btn--style-primary btn--size-medium" href={url} download={name}>
        Download {name}
      </a>
    </p>
  )
}
