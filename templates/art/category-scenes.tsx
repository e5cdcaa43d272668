// The seven category scenes: each category's tools as one believable app window (a protection
// console, a team's workspace, the books, onboarding and payroll, a store and its campaigns, a sales
// pipeline, a cloud console), one row per vendor in the category's order, with the window's own panel
// above the rows. Every figure here is a drawing's sample data, set as product UI, never a claim
// about a client: people appear only as roles (office manager, IT team, new hire) and businesses only
// as kinds and places (a dental clinic, a restaurant in Austin), never by a name a buyer could read as
// a customer's. scene-kit.tsx has the parts; client/styles/art/category-scene.css draws them.
import {
  Banknote,
  DatabaseBackup,
  FileSpreadsheet,
  FileText,
  FolderLock,
  Hash,
  History,
  KeyRound,
  Landmark,
  MailOpen,
  MonitorCheck,
  Package,
  PhoneCall,
  ScanLine,
  Smartphone,
  SquareKanban,
  Store,
  Timer,
  UserPlus,
} from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from '../parts/Icon.tsx';
import type { ArtIconName, Notice, Role, SceneVendor, Tone } from './scene-kit.tsx';

export interface Scene {
  /** Names the drawing in its class (art-scene--console, ...): one kind per category. */
  kind: string;
  title: string;
  status: { text: string; tone: Tone; icon: ArtIconName };
  /** The app's sections down the window's left edge (shown when the drawing is wide enough). */
  rail: ArtIconName[];
  roles: Role[];
  /** The notice over the window's edge on the category's page. */
  notice: Notice;
  /** The window's own panel above the rows. */
  panel: () => ReactNode;
  /** A scene's addition under a vendor's row on the category's page (the flagship's catch). */
  extra?: (vendor: SceneVendor) => ReactNode;
}

/** A few figures in a row, each with its label. */
function Figures({ items }: { items: { value: string; label: string; tone?: Tone }[] }) {
  return (
    <div className="art-figures">
      {items.map((item) => (
        <span key={item.label} className="art-figures__item">
          <span className={item.tone ? `art-figures__value art-text--${item.tone}` : 'art-figures__value'}>{item.value}</span>
          <span className="art-figures__label">{item.label}</span>
        </span>
      ))}
    </div>
  );
}

// ---------------------------------------------------------------- security: a protection console

const security: Scene = {
  kind: 'console',
  title: 'Protection console',
  status: { text: 'All layers on', tone: 'green', icon: 'shield-check' },
  rail: ['shield-check', 'mail', 'key', 'laptop', 'archive'],
  roles: [
    {
      key: 'email',
      test: /phishing|email compromise/i,
      label: 'Email',
      line: '37 threats caught this week',
      value: 'Protected',
      tone: 'green',
      detail: {
        icon: 'shield-alert',
        tone: 'red',
        title: 'Invoice #4471: new bank details',
        meta: 'From a look-alike vendor domain',
        chip: 'Quarantined',
        ticks: [
          { text: 'Look-alike sender domain', done: true },
          { text: 'New bank details requested', done: true },
        ],
      },
    },
    {
      key: 'identity',
      test: /single sign-on/i,
      label: 'Identity & SSO',
      line: '128 sign-ins today',
      value: 'Healthy',
      tone: 'green',
      detail: {
        icon: KeyRound,
        tone: 'blue',
        title: 'Office manager signed in',
        meta: 'New laptop · Dallas, TX · 8:02 AM',
        chip: 'MFA passed',
        rows: [
          { label: 'Microsoft 365', value: 'Opened', tone: 'green' },
          { label: 'QuickBooks', value: 'Opened', tone: 'green' },
          { label: 'Payroll', value: 'Step-up MFA', tone: 'blue' },
        ],
      },
    },
    {
      key: 'mfa',
      test: /multi-factor|push/i,
      label: 'MFA',
      line: '46 pushes approved today',
      value: 'Healthy',
      tone: 'green',
      detail: {
        icon: Smartphone,
        tone: 'blue',
        title: 'Approve sign-in?',
        meta: 'Microsoft 365 · Austin, TX · 9:41 AM',
        rows: [
          { label: 'Device health', value: 'Up to date', tone: 'green' },
          { label: 'Location', value: 'Usual', tone: 'green' },
        ],
        actions: ['Deny', 'Approve'],
      },
    },
    {
      key: 'endpoint',
      test: /endpoint|antivirus/i,
      label: 'Endpoints',
      line: '42 of 42 devices protected',
      value: '1 blocked',
      tone: 'amber',
      detail: {
        icon: 'bug',
        tone: 'red',
        title: 'Ransomware behavior stopped',
        meta: 'FRONTDESK-02 · Austin office · 2:14 PM',
        chip: 'Contained',
        ticks: [
          { text: 'Malicious process killed', done: true },
          { text: 'Laptop isolated from the network', done: true },
          { text: 'Reviewed by an analyst in 6 min', done: true },
        ],
      },
    },
    {
      key: 'backup',
      test: /backup/i,
      label: 'Backup & gateway',
      line: 'Backed up at 2:00 AM',
      value: 'Healthy',
      tone: 'green',
      detail: {
        icon: DatabaseBackup,
        tone: 'green',
        title: 'Microsoft 365 backed up',
        meta: '48 mailboxes and files · 2:00 AM',
        chip: 'Complete',
        bars: [
          { label: 'M', value: 31, tone: 'green' },
          { label: 'T', value: 34, tone: 'green' },
          { label: 'W', value: 29, tone: 'green' },
          { label: 'T', value: 36, tone: 'green' },
          { label: 'F', value: 33, tone: 'green' },
          { label: 'S', value: 12, tone: 'green' },
          { label: 'S', value: 10, tone: 'green' },
        ],
      },
    },
  ],
  notice: { icon: Smartphone, tone: 'blue', title: 'Sign-in approved', detail: 'MFA push · Dallas, TX · 9:41 AM' },
  panel: () => (
    <Figures
      items={[
        { value: '37', label: 'Threats stopped' },
        { value: '1,284', label: 'Sign-ins verified' },
        { value: '42/42', label: 'Devices healthy', tone: 'green' },
      ]}
    />
  ),
  // The flagship's lane shows what it just caught: one quarantined message.
  extra: (vendor) =>
    vendor.flagship && (
      <span className="art-catch">
        <span className="art-catch__icon">
          <Icon name="mail-warning" />
        </span>
        <span className="art-catch__text">
          <span className="art-catch__subject">Urgent: wire payment due today</span>
          <span className="art-catch__why">Look-alike domain · reply-to differs</span>
        </span>
        <span className="art-chip art-tone--red">Quarantined</span>
      </span>
    ),
};

// ---------------------------------------------------------------- IT productivity: a team's workspace

const productivity: Scene = {
  kind: 'workspace',
  title: 'Team workspace',
  status: { text: 'Tuesday', tone: 'slate', icon: 'calendar' },
  rail: ['mail', 'calendar', 'message', 'file-text', 'kanban'],
  roles: [
    {
      key: 'docs',
      test: /\bdocs\b|gmail/i,
      label: 'Mail & docs',
      line: 'Proposal draft · 3 editing',
      value: '9:12 AM',
      detail: {
        icon: FileText,
        tone: 'blue',
        title: 'Proposal · Real estate office',
        meta: 'Shared with 3 · edited just now',
        chip: 'Editing',
        people: ['OM', 'IT', 'AP'],
        ticks: [{ text: 'Scope of work', done: true }, { text: 'Timeline', done: true }, { text: 'Pricing' }],
      },
    },
    {
      key: 'office',
      test: /excel|outlook/i,
      label: 'Office & Teams',
      line: 'Q3 budget.xlsx updated',
      value: '8:47 AM',
      detail: {
        icon: FileSpreadsheet,
        tone: 'green',
        title: 'Q3 budget.xlsx',
        meta: 'Open in Teams · 2 co-authoring',
        chip: 'Saved',
        rows: [
          { label: 'Payroll', value: '$68,400' },
          { label: 'Software', value: '$4,120' },
          { label: 'Travel', value: '$2,300' },
          { label: 'Total', value: '$74,820' },
        ],
      },
    },
    {
      key: 'chat',
      test: /messaging|channels/i,
      label: 'Chat',
      line: '#front-desk · 4 new messages',
      value: '9:20 AM',
      detail: {
        icon: Hash,
        tone: 'blue',
        title: 'front-desk',
        meta: '6 members · 2 in a huddle',
        chip: '4 new',
        messages: [
          { from: 'Office manager', time: '9:14 AM', text: 'Is the printer on the 2nd floor fixed?' },
          { from: 'IT team', time: '9:18 AM', text: 'Yes, we pushed a new driver to every laptop.' },
        ],
      },
    },
    {
      key: 'meeting',
      test: /webinar|video meetings?|meetings for/i,
      label: 'Meetings',
      line: 'Weekly huddle at 9:30',
      value: 'In 5 min',
      tone: 'amber',
      detail: {
        icon: 'video',
        tone: 'blue',
        title: 'Weekly huddle',
        meta: '9:30 AM · 8 invited · recording on',
        chip: 'Starting',
        people: ['OM', 'IT', 'AP', 'HR', 'FD'],
        actions: ['Test audio', 'Join'],
      },
    },
    {
      key: 'board',
      test: /jira|issue tracking/i,
      label: 'Projects',
      line: 'IT-142 new-hire laptops',
      value: '2 of 3',
      detail: {
        icon: SquareKanban,
        tone: 'blue',
        title: 'IT-142 · New-hire laptops',
        meta: 'Sprint 14 · assigned to IT team',
        chip: 'In progress',
        ticks: [{ text: 'Image three laptops', done: true }, { text: 'Enroll in device management', done: true }, { text: 'Ship to the Austin office' }],
      },
    },
  ],
  notice: { icon: 'message', tone: 'blue', title: 'IT team: the laptops are ready', detail: '#it-help · just now' },
  panel: () => (
    <div className="art-agenda">
      {[
        { time: '9:30', text: 'Huddle', now: true },
        { time: '11:00', text: 'Vendor call' },
        { time: '2:00', text: 'Budget review' },
      ].map((item) => (
        <span key={item.time} className={item.now ? 'art-agenda__item art-agenda__item--now' : 'art-agenda__item'}>
          <span className="art-agenda__time">{item.time}</span>
          {item.text}
        </span>
      ))}
    </div>
  ),
};

// ---------------------------------------------------------------- finance: the books

/** Six months of money in and out, in thousands: the cash chart's bars (drawn inside its own box). */
const CASH = [
  { month: 'Nov', in: 38, out: 31 },
  { month: 'Dec', in: 44, out: 35 },
  { month: 'Jan', in: 36, out: 33 },
  { month: 'Feb', in: 47, out: 36 },
  { month: 'Mar', in: 52, out: 38 },
  { month: 'Apr', in: 58, out: 40 },
];

function CashChart() {
  const tallest = Math.max(...CASH.map((month) => Math.max(month.in, month.out)));
  const height = 48;
  return (
    <div className="art-cash">
      <span className="art-cash__head">
        <span className="art-cash__label">Cash in bank</span>
        <span className="art-cash__figure">$84,210</span>
        <span className="art-chip art-tone--green">+12% since January</span>
        <span className="art-cash__legend">
          <span className="art-cash__key art-cash__key--in">In</span>
          <span className="art-cash__key art-cash__key--out">Out</span>
        </span>
      </span>
      <svg className="art-cash__chart" viewBox={`0 0 ${CASH.length * 40} ${height}`} preserveAspectRatio="none" focusable="false">
        {CASH.map((month, index) => (
          <g key={month.month}>
            <rect className="art-fill--blue" x={index * 40 + 9} y={height - (month.in / tallest) * height} width="10" height={(month.in / tallest) * height} rx="2" />
            <rect className="art-fill--slate" x={index * 40 + 21} y={height - (month.out / tallest) * height} width="10" height={(month.out / tallest) * height} rx="2" />
          </g>
        ))}
      </svg>
      <span className="art-cash__months">
        {CASH.map((month) => (
          <span key={month.month}>{month.month}</span>
        ))}
      </span>
    </div>
  );
}

const finance: Scene = {
  kind: 'books',
  title: 'Books · April',
  status: { text: 'Month open', tone: 'slate', icon: 'calendar' },
  rail: ['chart', 'receipt', 'dollar', 'file-text'],
  roles: [
    {
      key: 'reconcile',
      test: /reconcil/i,
      label: 'Bank feed',
      line: '126 transactions matched',
      value: 'Reconciled',
      tone: 'green',
      detail: {
        icon: Landmark,
        tone: 'green',
        title: 'Business checking ••4821',
        meta: 'April · daily bank feed',
        chip: 'Reconciled',
        rows: [
          { label: 'Apr 2 · Office supplies', value: '−$1,240' },
          { label: 'Apr 3 · Deposit INV-1038', value: '+$3,600', tone: 'green' },
          { label: 'Apr 4 · Office rent', value: '−$4,500' },
        ],
      },
    },
    {
      key: 'invoices',
      test: /invoic/i,
      label: 'Invoices',
      line: '4 sent this week',
      value: '$12,480',
      detail: {
        icon: 'receipt',
        tone: 'green',
        title: 'Invoice #1042 · Managed IT',
        meta: 'Sent Apr 1 · due Apr 30',
        chip: 'Paid',
        rows: [
          { label: 'Managed IT, April', value: '$1,950.00' },
          { label: 'Security training', value: '$500.00' },
          { label: 'Total', value: '$2,450.00' },
        ],
      },
    },
    {
      key: 'time',
      test: /time tracking|project billing/i,
      label: 'Billable time',
      line: '18.5 hours this week',
      value: '$2,775',
      detail: {
        icon: Timer,
        tone: 'blue',
        title: 'Timesheet · this week',
        meta: 'Client project · office move',
        chip: '18.5 h',
        bars: [
          { label: 'Mon', value: 4 },
          { label: 'Tue', value: 3.5 },
          { label: 'Wed', value: 5 },
          { label: 'Thu', value: 2.5 },
          { label: 'Fri', value: 3.5 },
        ],
        actions: ['Edit', 'Create invoice'],
      },
    },
    {
      key: 'payables',
      test: /payables|approval workflows|payments to vendors/i,
      label: 'Bills to pay',
      line: '3 awaiting approval',
      value: '$6,180',
      tone: 'amber',
      detail: {
        icon: Banknote,
        tone: 'amber',
        title: 'Bill: office supplies',
        meta: '$1,240.00 · due Apr 30 · by ACH',
        chip: 'To approve',
        ticks: [{ text: 'Approved by the office manager', done: true }, { text: 'Your approval' }],
        actions: ['Reject', 'Approve'],
      },
    },
    {
      key: 'expenses',
      test: /receipt|expense/i,
      label: 'Expenses',
      line: '24 receipts scanned',
      value: '$1,312',
      detail: {
        icon: ScanLine,
        tone: 'green',
        title: 'Client lunch · $86.40',
        meta: 'Receipt scanned Apr 3 · Austin',
        chip: 'In policy',
        ticks: [{ text: 'Merchant, date and total read', done: true }, { text: 'Coded to Meals', done: true }, { text: 'Reimbursed on Friday' }],
      },
    },
  ],
  notice: { icon: 'check', tone: 'green', title: 'March books closed', detail: 'Every account reconciled' },
  panel: CashChart,
};

// ---------------------------------------------------------------- HR and people: onboarding and the pay run

const people: Scene = {
  kind: 'people',
  title: 'People · Onboarding',
  status: { text: 'Payday Apr 15', tone: 'slate', icon: 'calendar' },
  rail: ['users', 'dollar', 'calendar', 'file-text'],
  roles: [
    {
      key: 'payroll',
      test: /payroll/i,
      label: 'Payroll',
      line: 'Added to payroll and benefits',
      value: 'Done',
      tone: 'green',
      detail: {
        icon: Banknote,
        tone: 'green',
        title: 'Payroll · Apr 1–15',
        meta: '24 employees · 3 contractors',
        chip: 'Ready',
        rows: [
          { label: 'Gross pay', value: '$68,420.00' },
          { label: 'Payroll taxes', value: 'Filed for you', tone: 'green' },
          { label: 'Payday', value: 'Fri, Apr 15' },
        ],
        actions: ['Preview', 'Submit payroll'],
      },
    },
    {
      key: 'global',
      test: /employer of record|international|global/i,
      label: 'Global team',
      line: 'Contract for Monterrey sent',
      value: 'Sent',
      tone: 'amber',
      detail: {
        icon: 'globe',
        tone: 'blue',
        title: 'Contractor in Monterrey, MX',
        meta: 'Developer · paid monthly in pesos',
        chip: 'Compliant',
        rows: [
          { label: 'Monthly rate', value: 'MXN 38,000' },
          { label: 'In US dollars', value: '≈ $2,200' },
          { label: 'Local contract', value: 'Signed', tone: 'green' },
        ],
      },
    },
    {
      key: 'records',
      test: /employee records|records/i,
      label: 'Records',
      line: 'Profile, I-9 and handbook',
      value: 'Done',
      tone: 'green',
      detail: {
        icon: UserPlus,
        tone: 'blue',
        title: 'New hire · Front desk',
        meta: 'Starts Monday · Austin office',
        chip: '4 of 6',
        ticks: [
          { text: 'Offer letter signed', done: true },
          { text: 'I-9 and W-4 completed', done: true },
          { text: 'Handbook acknowledged', done: true },
          { text: 'Laptop and accounts' },
        ],
      },
    },
    {
      key: 'hiring',
      test: /applicant|candidate|job posting/i,
      label: 'Hiring',
      line: 'Offer accepted',
      value: 'Done',
      tone: 'green',
      detail: {
        icon: 'users',
        tone: 'blue',
        title: 'Front-desk coordinator',
        meta: 'Austin office · opened Mar 4',
        chip: 'Hired',
        funnel: [
          { label: 'Applied', value: 24, shown: '24' },
          { label: 'Interviewed', value: 4, shown: '4' },
          { label: 'Offer', value: 1, shown: '1' },
        ],
      },
    },
    {
      key: 'workforce',
      test: /workforce|core hr/i,
      label: 'Workforce',
      line: 'Role and access set up',
      value: 'In progress',
      tone: 'amber',
      detail: {
        icon: 'chart',
        tone: 'blue',
        title: 'Headcount plan · Q3',
        meta: 'Approved positions by team',
        chip: 'On track',
        rows: [
          { label: 'Operations', value: '12 → 14' },
          { label: 'Sales', value: '8 → 9' },
          { label: 'Support', value: '6 → 6' },
        ],
      },
    },
  ],
  notice: { icon: 'check', tone: 'green', title: 'Payroll approved', detail: '24 people paid on Apr 15' },
  panel: () => (
    <div className="art-hire">
      <span className="art-avatar art-avatar--teal art-hire__avatar">NH</span>
      <span className="art-hire__text">
        <span className="art-hire__name">New hire starts Monday</span>
        <span className="art-hire__role">Front-desk coordinator · Austin</span>
      </span>
      <span className="art-hire__progress">
        <span className="art-hire__count">3 of 5</span>
        <svg className="art-hire__bar" viewBox="0 0 50 6" preserveAspectRatio="none" focusable="false">
          <rect className="art-fill--track" width="50" height="6" rx="3" />
          <rect className="art-fill--green" width="30" height="6" rx="3" />
        </svg>
      </span>
    </div>
  ),
};

// ---------------------------------------------------------------- e-commerce and marketing: a store and its campaigns

/** The day's sales so far, hour by hour from 8 AM (cumulative, in dollars), and last week's day. */
const SALES = [0, 180, 420, 610, 980, 1320, 1690, 2050, 2480, 2760, 3120, 3482];
const LAST_WEEK = [0, 140, 300, 520, 760, 1010, 1290, 1580, 1850, 2160, 2520, 2950];

function SalesToday() {
  const width = 220;
  const height = 56;
  const top = Math.max(...SALES, ...LAST_WEEK) * 1.08;
  const line = (values: number[]) =>
    values.map((value, hour) => `${hour ? 'L' : 'M'}${((hour / (values.length - 1)) * width).toFixed(1)} ${(height - (value / top) * height).toFixed(1)}`).join(' ');
  return (
    <div className="art-sales">
      <span className="art-sales__head">
        <span className="art-cash__label">Sales today</span>
        <span className="art-cash__figure">$3,482</span>
        <span className="art-chip art-tone--green">+18% on last Tuesday</span>
        <span className="art-sales__orders">41 orders</span>
      </span>
      <svg className="art-sales__chart" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" focusable="false">
        <path className="art-sales__area" d={`${line(SALES)} L${width} ${height} L0 ${height} Z`} />
        <path className="art-sales__last" d={line(LAST_WEEK)} />
        <path className="art-sales__line" d={line(SALES)} />
      </svg>
      <span className="art-sales__hours">
        <span>8 AM</span>
        <span>12 PM</span>
        <span>4 PM</span>
        <span>Now</span>
      </span>
    </div>
  );
}

const store: Scene = {
  kind: 'store',
  title: 'Store & campaigns',
  status: { text: 'Today', tone: 'slate', icon: 'calendar' },
  rail: ['cart', 'megaphone', 'mail', 'chart'],
  roles: [
    {
      key: 'store',
      test: /online store|point of sale/i,
      label: 'Online store',
      line: '38 orders today',
      value: '$2,940',
      detail: {
        icon: Package,
        tone: 'green',
        title: 'Order #1042',
        meta: 'Ships today from Austin',
        chip: 'Paid',
        rows: [
          { label: 'Soy candle × 2', value: '$48.00' },
          { label: 'Gift box', value: '$18.00' },
          { label: 'Total', value: '$66.00' },
        ],
        actions: ['Print label', 'Fulfill'],
      },
    },
    {
      key: 'wholesale',
      test: /b2b|storefronts/i,
      label: 'Wholesale',
      line: '3 quotes open',
      value: '$5,200',
      detail: {
        icon: Store,
        tone: 'blue',
        title: 'Quote Q-218 · Café group, Houston',
        meta: 'Wholesale price list · net 30',
        chip: 'Sent',
        rows: [
          { label: 'Cold brew × 24 cases', value: '$3,120.00' },
          { label: 'Mugs × 40 boxes', value: '$2,080.00' },
          { label: 'Total', value: '$5,200.00' },
        ],
      },
    },
    {
      key: 'flows',
      test: /sms|abandoned/i,
      label: 'Email & SMS',
      line: 'Abandoned-cart flow',
      value: '12 recovered',
      tone: 'green',
      detail: {
        icon: 'workflow',
        tone: 'blue',
        title: 'Abandoned-cart flow',
        meta: 'Recovered $640 this week',
        chip: 'Live',
        ticks: [{ text: 'Cart left at checkout', done: true }, { text: 'Email after 1 hour', done: true }, { text: 'Text with free shipping after 1 day' }],
      },
    },
    {
      key: 'leads',
      test: /lead capture|landing pages|forms/i,
      label: 'Landing pages',
      line: 'Spring sale page',
      value: '57 leads',
      detail: {
        icon: 'megaphone',
        tone: 'blue',
        title: 'Spring sale landing page',
        meta: 'Last 7 days · form to CRM',
        chip: '4.8% convert',
        funnel: [
          { label: 'Visits', value: 1180, shown: '1,180' },
          { label: 'Form fills', value: 57, shown: '57' },
          { label: 'Qualified', value: 19, shown: '19' },
        ],
      },
    },
    {
      key: 'newsletter',
      test: /newsletter|templates|audience/i,
      label: 'Newsletter',
      line: 'April issue sent',
      value: '46% opened',
      tone: 'green',
      detail: {
        icon: MailOpen,
        tone: 'blue',
        title: 'April newsletter',
        meta: 'Sent to 2,410 subscribers',
        chip: 'Sent',
        rows: [
          { label: 'Opened', value: '46.2%', tone: 'green' },
          { label: 'Clicked', value: '8.1%' },
          { label: 'Unsubscribed', value: '0.3%' },
        ],
      },
    },
  ],
  notice: { icon: 'cart', tone: 'green', title: 'New order #1043', detail: '$128.00 · paid by card' },
  panel: SalesToday,
};

// ---------------------------------------------------------------- CRM and sales: the pipeline

/** The board's stages, each with its newest deal (shown when the drawing is wide enough). */
const STAGES = [
  { name: 'Lead', count: 24, amount: '$96k', tone: 'slate', deal: { name: 'Print shop', amount: '$4,800' } },
  { name: 'Qualified', count: 12, amount: '$71k', tone: 'blue', deal: { name: 'Dental clinic', amount: '$9,200' } },
  { name: 'Proposal', count: 7, amount: '$48k', tone: 'sky', deal: { name: 'Realty office', amount: '$12,000' } },
  { name: 'Won', count: 5, amount: '$38k', tone: 'green', deal: { name: 'Restaurant', amount: '$6,500' } },
] as const;

const pipeline: Scene = {
  kind: 'pipeline',
  title: 'Sales pipeline',
  status: { text: 'This quarter', tone: 'slate', icon: 'calendar' },
  rail: ['kanban', 'users', 'phone', 'chart'],
  roles: [
    {
      key: 'forecast',
      test: /forecast/i,
      label: 'Forecast',
      line: 'Q3 commit $120,000',
      value: '82% of goal',
      tone: 'green',
      detail: {
        icon: 'trending-up',
        tone: 'blue',
        title: 'Q3 forecast',
        meta: '6 reps · updated today',
        chip: '82% of goal',
        rows: [
          { label: 'Closed', value: '$96,000', tone: 'green' },
          { label: 'Commit', value: '$120,000' },
          { label: 'Best case', value: '$184,000' },
        ],
      },
    },
    {
      key: 'email',
      test: /email tracking|meeting scheduling/i,
      label: 'Deals & email',
      line: 'Proposal opened 3 times',
      value: 'Hot',
      tone: 'amber',
      detail: {
        icon: MailOpen,
        tone: 'blue',
        title: 'Proposal: managed IT',
        meta: 'Realty office · $12,000',
        chip: 'Opened 3×',
        ticks: [{ text: 'Opened by the buyer at 10:12 AM', done: true }, { text: 'Meeting booked, Thursday 2 PM', done: true }, { text: 'Send the contract' }],
      },
    },
    {
      key: 'activities',
      test: /activity|reminders/i,
      label: 'Activities',
      line: '9 due today',
      value: 'Next 2:00 PM',
      detail: {
        icon: PhoneCall,
        tone: 'blue',
        title: 'Today’s activities',
        meta: 'Field sales · Houston',
        chip: '9 due',
        ticks: [{ text: 'Visit print shop lead · 9:00 AM', done: true }, { text: 'Call restaurant, Austin · 2:00 PM' }, { text: 'Quote for dental clinic · 3:30 PM' }],
      },
    },
    {
      key: 'automation',
      test: /workflow rules|zia/i,
      label: 'Automations',
      line: '4 rules ran today',
      value: 'On',
      tone: 'green',
      detail: {
        icon: 'workflow',
        tone: 'blue',
        title: 'When a deal is won',
        meta: 'Workflow rule · ran 4 times today',
        chip: 'On',
        ticks: [
          { text: 'Create the invoice in accounting', done: true },
          { text: 'Tell the team in #sales', done: true },
          { text: 'Book the kickoff call', done: true },
        ],
      },
    },
    {
      key: 'boards',
      test: /boards/i,
      label: 'Boards',
      line: 'Won deals to onboarding',
      value: '5 projects',
      detail: {
        icon: SquareKanban,
        tone: 'blue',
        title: 'Client onboarding board',
        meta: 'Won deals land here by themselves',
        chip: '5 active',
        rows: [
          { label: 'Restaurant, Austin', value: 'Working on it', tone: 'amber' },
          { label: 'Bakery, Dallas', value: 'Done', tone: 'green' },
          { label: 'Outfitter, Houston', value: 'Stuck', tone: 'red' },
        ],
      },
    },
  ],
  notice: { icon: 'handshake', tone: 'green', title: 'Deal won: Restaurant, Austin', detail: '$6,500 · moved to Won' },
  panel: () => (
    <div className="art-stages">
      {STAGES.map((stage) => (
        <span key={stage.name} className={`art-stages__stage art-stages__stage--${stage.tone}`}>
          <span className="art-stages__name">{stage.name}</span>
          <span className="art-stages__count">{stage.count}</span>
          <span className="art-stages__amount">{stage.amount}</span>
          <span className="art-stages__deal">
            <span className="art-stages__deal-name">{stage.deal.name}</span>
            {stage.deal.amount}
          </span>
        </span>
      ))}
    </div>
  ),
};

// ---------------------------------------------------------------- cloud infrastructure: a cloud console

/** The uptime strip: one bar a day, every one up (a decoration, not a measurement). */
const UPTIME_DAYS = 30;

const cloud: Scene = {
  kind: 'cloud',
  title: 'Cloud console',
  status: { text: 'All systems normal', tone: 'green', icon: 'activity' },
  rail: ['server', 'database', 'archive', 'shield-check'],
  roles: [
    {
      key: 'desktops',
      test: /virtual desktop/i,
      label: 'Virtual desktops',
      line: '18 sessions · South Central US',
      value: 'Healthy',
      tone: 'green',
      detail: {
        icon: MonitorCheck,
        tone: 'blue',
        title: 'Virtual desktops',
        meta: 'South Central US (San Antonio)',
        chip: '18 signed in',
        rows: [
          { label: 'Session hosts', value: '3 of 3 up', tone: 'green' },
          { label: 'Sign-in', value: 'Work account + MFA' },
          { label: 'Recovery site', value: 'Ready', tone: 'green' },
        ],
      },
    },
    {
      key: 'servers',
      test: /ec2|virtual servers|compute/i,
      label: 'Servers',
      line: 'Web app · 3 servers',
      value: 'Healthy',
      tone: 'green',
      detail: {
        icon: 'server',
        tone: 'green',
        title: 'Nightly backup complete',
        meta: 'us-east-2 · 2:00 AM · kept 35 days',
        chip: 'Complete',
        ticks: [
          { text: 'Snapshots of web-01 and web-02', done: true },
          { text: 'Database db-01', done: true },
          { text: 'Copied to a second region', done: true },
        ],
      },
    },
    {
      key: 'data',
      test: /bigquery|data warehouse|analytics/i,
      label: 'Data & reports',
      line: 'us-south1 (Dallas)',
      value: '2.1 TB',
      detail: {
        icon: 'database',
        tone: 'blue',
        title: 'Weekly sales report',
        meta: 'Data warehouse · us-south1 (Dallas)',
        chip: 'Ran in 1.2 s',
        bars: [
          { label: 'Mon', value: 42 },
          { label: 'Tue', value: 51 },
          { label: 'Wed', value: 47 },
          { label: 'Thu', value: 58 },
          { label: 'Fri', value: 64 },
        ],
      },
    },
    {
      key: 'sync',
      test: /file sync|sync across/i,
      label: 'Team files',
      line: '1.2 TB synced',
      value: 'Up to date',
      tone: 'green',
      detail: {
        icon: History,
        tone: 'blue',
        title: 'Q3 plan.xlsx',
        meta: 'Version history · shared folder',
        chip: 'Restored',
        rows: [
          { label: 'Today, 10:42 AM', value: 'Restored', tone: 'green' },
          { label: 'Today, 9:15 AM', value: 'IT team' },
          { label: 'Yesterday, 4:30 PM', value: 'Office manager' },
        ],
      },
    },
    {
      key: 'content',
      test: /permissions|governance|shield/i,
      label: 'Client files',
      line: 'Permissions reviewed',
      value: 'Secure',
      tone: 'green',
      detail: {
        icon: FolderLock,
        tone: 'blue',
        title: 'Lease agreement.pdf',
        meta: 'Shared with 1 client · expires in 7 days',
        chip: 'Confidential',
        ticks: [{ text: 'Downloads blocked outside', done: true }, { text: 'Watermark on preview', done: true }, { text: 'Waiting for e-signature' }],
      },
    },
  ],
  notice: { icon: 'refresh', tone: 'green', title: 'Nightly backups complete', detail: 'All workloads · 2:00 AM' },
  panel: () => (
    <div className="art-uptime">
      <span className="art-uptime__head">
        <span className="art-uptime__figure">99.99%</span>
        <span className="art-uptime__label">uptime, last 30 days</span>
      </span>
      <svg className="art-uptime__days" viewBox={`0 0 ${UPTIME_DAYS * 6} 16`} preserveAspectRatio="none" focusable="false">
        {Array.from({ length: UPTIME_DAYS }, (_, day) => (
          <rect key={day} className="art-fill--green" x={day * 6 + 1.5} y="0" width="3" height="16" rx="1.5" />
        ))}
      </svg>
    </div>
  ),
};

/** By category anchor (content/categories/*.yaml); an unknown category gets the security console. */
export const SCENES: Record<string, Scene> = { security, productivity, finance, hr: people, ecommerce: store, crm: pipeline, cloud };
