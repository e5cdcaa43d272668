// Inline SVG icons for build time: Lucide's drawings (the `lucide` package), looked up by the names
// content uses. Inline, so that they cost no request and inherit colour and size from CSS.
import { Activity, Archive, ArrowRight, Award, BadgeCheck, Bell, BookOpen, Briefcase, Bug, Building,
  Calendar, ChartColumn, Check, Clock, Cloud, Compass, Cpu, Database, DollarSign, ExternalLink, Eye,
  FileText, FingerprintPattern, Flag, Globe, Handshake, HardDrive, Headset, Heart, Inbox, Kanban, Key,
  Laptop, Layers, Lock, Mail, MailWarning, MapPin, Megaphone, Menu, MessageSquare, MousePointer2,
  Network, Phone, Receipt, RefreshCw, Route, ScrollText, Search, Send, Server, Settings, Shield,
  ShieldAlert, ShieldCheck, ShoppingCart, Sparkles, Star, Target, TrendingUp, TriangleAlert,
  UserCheck, Users, Video, Wifi, Workflow, X, Zap } from 'lucide';
import { SvgIcon, type IconNode } from '../../client/glyphs.tsx';
import type { IconName } from '../../cli/model/icon-names.ts';

// Lucide 1.0 dropped brand marks; these three are its last drawings of them (ISC licence).
const SOCIAL: Record<'linkedin' | 'facebook' | 'instagram', IconNode> = {
  linkedin: [
    ['path', { d: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2z' }],
    ['circle', { cx: 4, cy: 4, r: 2 }],
  ],
  facebook: [['path', { d: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z' }]],
  instagram: [
    ['rect', { x: 2, y: 2, width: 20, height: 20, rx: 5 }],
    ['path', { d: 'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37zM17.5 6.5h.01' }],
  ],
};

const DRAWINGS: Record<IconName, IconNode> = {
  shield: Shield,
  'shield-check': ShieldCheck,
  'shield-alert': ShieldAlert,
  mail: Mail,
  'mail-warning': MailWarning,
  inbox: Inbox,
  lock: Lock,
  key: Key,
  fingerprint: FingerprintPattern,
  cloud: Cloud,
  server: Server,
  database: Database,
  users: Users,
  'user-check': UserCheck,
  briefcase: Briefcase,
  chart: ChartColumn,
  dollar: DollarSign,
  receipt: Receipt,
  cart: ShoppingCart,
  megaphone: Megaphone,
  handshake: Handshake,
  message: MessageSquare,
  video: Video,
  calendar: Calendar,
  clock: Clock,
  'map-pin': MapPin,
  phone: Phone,
  check: Check,
  'arrow-right': ArrowRight,
  external: ExternalLink,
  star: Star,
  zap: Zap,
  target: Target,
  heart: Heart,
  award: Award,
  'badge-check': BadgeCheck,
  globe: Globe,
  building: Building,
  layers: Layers,
  cpu: Cpu,
  eye: Eye,
  alert: TriangleAlert,
  flag: Flag,
  'file-text': FileText,
  scroll: ScrollText,
  settings: Settings,
  headset: Headset,
  'trending-up': TrendingUp,
  activity: Activity,
  bug: Bug,
  sparkles: Sparkles,
  wifi: Wifi,
  laptop: Laptop,
  network: Network,
  workflow: Workflow,
  kanban: Kanban,
  compass: Compass,
  route: Route,
  menu: Menu,
  close: X,
  book: BookOpen,
  search: Search,
  send: Send,
  bell: Bell,
  archive: Archive,
  'hard-drive': HardDrive,
  refresh: RefreshCw,
  pointer: MousePointer2,
  ...SOCIAL,
};

interface IconProps {
  name: IconName;
  /** A visible label makes the icon decorative; give `title` only when the icon stands alone. */
  title?: string;
  className?: string;
}

export function Icon({ name, title, className }: IconProps) {
  return <SvgIcon node={DRAWINGS[name]} title={title} className={className} />;
}
