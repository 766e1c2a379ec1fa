type Props = { className?: string; label: string };

export function Logo({ className, label }: Props) {
  return (
    <span className={className} style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg width="28" height="32" viewBox="0 0 28 32" aria-hidden="true" focusable="false">
        <path
          d="M14 3c3 2.5 6 5.5 6 9.5 0 3.6-2.7 6.5-6 6.5s-6-2.9-6-6.5C8 8.5 11 5.5 14 3z"
          fill="#a3262a"
        />
        <path d="M10.5 9.5 14 13l3.5-3.5" stroke="#f4efe6" strokeWidth="1.2" fill="none" />
        <path d="M14 19v9" stroke="#b08d57" strokeWidth="1.6" strokeLinecap="round" />
        <path
          d="M14 24c-2-2-4.5-2.5-6.5-2"
          stroke="#b08d57"
          strokeWidth="1.4"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span
        style={{
          fontFamily: 'var(--font-serif)',
          fontWeight: 600,
          // A mark, not reading text: the same at every text size (the header stays one row).
          fontSize: '22.4px',
          letterSpacing: '0.02em',
        }}
      >
        {label}
      </span>
    </span>
  );
}
