// The few icons that islands draw in the browser. Kept apart from the full icon set so that an
// island's script carries only these paths; templates/parts/Icon.tsx reuses them.
export const GLYPH_PATHS = {
  'arrow-right': 'M5 12h14M12 5l7 7-7 7',
  check: 'M20 6 9 17l-5-5',
  close: 'M18 6 6 18M6 6l12 12',
  pause: 'M9 5v14M15 5v14',
  play: 'm7 4 13 8-13 8z',
  alert: 'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3zM12 9v4M12 17h.01',
} as const;

export type GlyphName = keyof typeof GLYPH_PATHS;

export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={GLYPH_PATHS[name]} />
    </svg>
  );
}
