export function CustomDevelopmentIllustration({ alt }: { alt: string }) {
  return (
    <svg
      viewBox="0 0 400 300"
      role="img"
      aria-label={alt}
      className="h-auto w-full max-w-md"
      focusable="false"
    >
      <rect x="40" y="40" width="280" height="180" rx="12" fill="#1e3a8a" />
      <rect x="54" y="54" width="252" height="152" rx="6" fill="#eff6ff" />
      <rect x="20" y="220" width="320" height="16" rx="8" fill="#1e40af" />
      <rect x="70" y="70" width="90" height="12" rx="6" fill="#1d4ed8" />
      <rect x="70" y="92" width="60" height="8" rx="4" fill="#93c5fd" />
      <rect x="74" y="160" width="20" height="32" rx="3" fill="#2563eb" />
      <rect x="102" y="140" width="20" height="52" rx="3" fill="#1d4ed8" />
      <rect x="130" y="124" width="20" height="68" rx="3" fill="#2563eb" />
      <rect x="158" y="110" width="20" height="82" rx="3" fill="#1e40af" />
      <circle cx="250" cy="140" r="38" fill="#bfdbfe" />
      <path d="M250 140 L250 102 A38 38 0 0 1 286 152 Z" fill="#1d4ed8" />
      <rect x="300" y="120" width="80" height="150" rx="14" fill="#0f172a" />
      <rect x="308" y="134" width="64" height="118" rx="6" fill="#ffffff" />
      <rect x="316" y="144" width="48" height="10" rx="5" fill="#1d4ed8" />
      <rect x="316" y="162" width="48" height="24" rx="4" fill="#dbeafe" />
      <rect x="316" y="192" width="48" height="24" rx="4" fill="#dbeafe" />
      <rect x="316" y="222" width="30" height="10" rx="5" fill="#93c5fd" />
    </svg>
  )
}
