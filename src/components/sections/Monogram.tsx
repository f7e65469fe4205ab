export interface MonogramData {
  letters: string;
  background: string;
  foreground?: string;
}

/** A company's or integration's mark drawn as a neutral monogram (never a copy of a trademark). */
export function Monogram({ logo, size = 48, title }: { logo: MonogramData; size?: number; title?: string }) {
  const fontSize = logo.letters.length > 2 ? 15 : logo.letters.length > 1 ? 19 : 24;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      style={{ flexShrink: 0, display: 'block' }}
    >
      <rect width="48" height="48" rx="12" fill={logo.background} />
      <text
        x="24"
        y="25"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontWeight="700"
        fontSize={fontSize}
        fill={logo.foreground ?? '#FFFFFF'}
      >
        {logo.letters}
      </text>
    </svg>
  );
}
