// The names of the inline SVG icons content may refer to. Kept apart from the drawings so that the
// content schemas can validate an icon name without importing any JSX.
export const ICON_NAMES = [
  'shield', 'shield-check', 'mail', 'lock', 'key', 'fingerprint', 'cloud', 'server', 'database',
  'users', 'user-check', 'briefcase', 'chart', 'dollar', 'receipt', 'cart', 'megaphone', 'handshake',
  'message', 'video', 'calendar', 'clock', 'map-pin', 'phone', 'check', 'arrow-right', 'external',
  'star', 'zap', 'target', 'heart', 'award', 'globe', 'building', 'layers', 'cpu', 'eye', 'alert',
  'file-text', 'settings', 'headset', 'trending-up', 'bug', 'sparkles', 'wifi', 'laptop', 'menu',
  'close', 'linkedin', 'facebook', 'instagram', 'book', 'search',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
