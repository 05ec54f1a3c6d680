import { ImageResponse } from 'next/og'

import { LogoMark } from '@/components/Logo'
import { getSiteSettings } from '@/content/queries'
import { shareImageSize } from '@/content/seo/metadata'

// Rendered once at build (and again when the site settings change), then served as a file.
export const dynamic = 'force-static'

export async function GET() {
  const site = await getSiteSettings()
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '80px',
        background: 'linear-gradient(135deg, #eff6ff 0%, #ffffff 60%)',
        color: '#0f172a',
      }}
    >
      <LogoMark size={160} />
      <div style={{ marginTop: 48, fontSize: 76 }}>{site.businessName}</div>
      <div style={{ marginTop: 20, fontSize: 38, color: '#334155', maxWidth: 1000 }}>
        {site.tagline}
      </div>
      <div
        style={{ marginTop: 40, fontSize: 32, color: '#1e40af' }}
      >{`${site.phone} · ${site.serviceArea}`}</div>
    </div>,
    shareImageSize,
  )
}
