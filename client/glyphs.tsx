// Icons are Lucide's drawings (the `lucide` package: icon nodes, plain data), rendered as inline SVG.
// This module holds the renderer and the few icons that islands draw in the browser, so that an
// island's script carries only those; templates/marks/Icon.tsx has the full set for build time.
/** @jsxImportSource #island-runtime */
import type { JSX } from '#island-runtime';
import { ArrowRight, Check, CircleAlert, Mail, Pause, Phone, Play, X } from 'lucide';

/** Lucide's format: a list of [element name, attributes]. */
export type IconNode = [tag: string, attrs: Record<string, string | number | undefined>][];

export const GLYPHS = {
  'arrow-right': ArrowRight,
  check: Check,
  close: X,
  pause: Pause,
  play: Play,
  alert: CircleAlert,
  mail: Mail,
  phone: Phone,
} satisfies Record<string, IconNode>;

export type GlyphName = keyof typeof GLYPHS;

interface SvgIconProps {
  node: IconNode;
  className?: string;
  /** A visible label makes the icon decorative; give `title` only when the icon stands alone. */
  title?: string;
}

/** Stroke width, caps and colour come from CSS (.icon), which keeps every icon's markup short. */
export function SvgIcon({ node, className, title }: SvgIconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      aria-label={title}
      focusable="false"
    >
      {node.map(([tag, attrs], index) => {
        // Lucide's types say string; its drawings are made of SVG's shapes (path, circle, rect, line...).
        const Shape = tag as keyof JSX.IntrinsicSVGElements;
        // Keyed by position: a drawing's parts never reorder.
        return <Shape key={index} {...attrs} />;
      })}
    </svg>
  );
}

export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return <SvgIcon node={GLYPHS[name]} className={className} />;
}
