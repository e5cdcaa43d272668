// The icon of an industry a vendor page lists (content/vendors/*.md `industries`): each its own, so a
// row of them reads at a glance. An industry this list does not know gets a building.
import type { IconName } from '../../cli/model/icon-names.ts';

const BY_INDUSTRY: Record<string, IconName> = {
  legal: 'scroll',
  healthcare: 'heart',
  'professional services': 'briefcase',
  'financial services': 'dollar',
  manufacturing: 'settings',
  'real estate': 'building',
  energy: 'zap',
  education: 'book',
  technology: 'cpu',
  nonprofits: 'handshake',
  startups: 'sparkles',
  'marketing agencies': 'megaphone',
  construction: 'layers',
  media: 'video',
  'government contractors': 'flag',
  engineering: 'workflow',
  retail: 'cart',
  hospitality: 'users',
};

export const industryIcon = (industry: string): IconName => BY_INDUSTRY[industry.trim().toLowerCase()] ?? 'building';
