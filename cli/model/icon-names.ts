// The names of the icons content may refer to: part of the content model, so that a schema can
// validate an icon name without knowing how it is drawn. The names are ours and stable; which
// Lucide drawing each one shows is decided in templates/parts/Icon.tsx.
export const ICON_NAMES = [
  'shield', 'shield-check', 'shield-alert', 'mail', 'mail-warning', 'inbox', 'lock', 'key',
  'fingerprint', 'cloud', 'server', 'database', 'users', 'user-check', 'briefcase', 'chart', 'dollar',
  'receipt', 'cart', 'megaphone', 'handshake', 'message', 'video', 'calendar', 'clock', 'map-pin',
  'phone', 'check', 'arrow-right', 'external', 'star', 'zap', 'target', 'heart', 'award',
  'badge-check', 'globe', 'building', 'layers', 'cpu', 'eye', 'alert', 'flag', 'file-text', 'scroll',
  'settings', 'headset', 'trending-up', 'activity', 'bug', 'sparkles', 'wifi', 'laptop', 'network',
  'workflow', 'kanban', 'compass', 'route', 'menu', 'close', 'book', 'search', 'send', 'linkedin',
  'facebook', 'instagram',
  // Used by the drawings in templates/art.
  'bell', 'archive', 'hard-drive', 'refresh', 'pointer',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
