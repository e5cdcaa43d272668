// The seven category scenes: each category's tools as one believable piece of product, composed its
// own way: a protection console's list, a day's calendar beside a team's chat, the books' cash flow
// beside its reconciliation, a new hire's onboarding checklist, a store's products and its apps, a
// sales board of deal cards, a cloud's topology. Each vendor takes the place its role gives it (a row,
// a post, a transaction, a step, an app, a deal, a region), in the category's order unless the
// composition has an order of its own (a checklist's steps, a board's stages). Every figure here is a
// drawing's sample data, set as product UI, never a claim about a client: people appear only as roles
// (office manager, IT team, new hire) and businesses only as kinds and places (a dental clinic, a
// restaurant in Austin), never by a name a buyer could read as a customer's. scene-kit.tsx has the
// shared parts; client/styles/art/category-scene.css draws them.
import {
  Banknote,
  DatabaseBackup,
  FileSpreadsheet,
  FileText,
  FolderLock,
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
import { Icon } from '../marks/Icon.tsx';
import {
  ArtIcon,
  DetailPanel,
  VendorMark,
  VendorRow,
  vendorClass,
  type ArtIconName,
  type Notice,
  type Role,
  type SceneVendor,
  type Tone,
} from './scene-kit.tsx';

export interface Scene {
  /** Names the drawing in its class (art-scene--console, ...): one kind per category. */
  kind: string;
  title: string;
  status: { text: string; tone: Tone; icon: ArtIconName };
  /** The app's sections down the window's left edge (shown when the drawing is wide enough). */
  rail?: ArtIconName[];
  roles: Role[];
  /** The notice over the window's edge on the category's page. */
  notice: Notice;
  /** The window's content, drawn from the category's vendors in their roles. */
  body: (vendors: SceneVendor[], onVendorPage: boolean) => ReactNode;
  /** The vendors are rows, and a vendor's moment opens up in its own row; else it is a card laid over the window. */
  inline?: boolean;
}

/** The vendors in the order of their roles in the scene (a checklist's steps), roles of their own last. */
function inRoleOrder(vendors: SceneVendor[], roles: Role[]): SceneVendor[] {
  const place = (vendor: SceneVendor) => {
    const index = roles.findIndex((role) => role.key === vendor.role.key);
    return index === -1 ? roles.length : index;
  };
  return [...vendors].sort((a, b) => place(a) - place(b));
}

/** A pane's heading: its title, and a quiet note at the right. */
function PaneHead({ title, meta }: { title: string; meta?: string }) {
  return (
    <span className="art-pane__head">
      <span className="art-pane__title">{title}</span>
      {meta && <span className="art-pane__meta">{meta}</span>}
    </span>
  );
}

/** A few figures in a row, each with its label. */
function Figures({ items }: { items: { value: string; label: string; tone?: Tone }[] }) {
  return (
    <div className="art-figures">
      {items.map((item) => (
        <span key={item.label} className="art-figures__item">
          <span className={item.tone ? `art-figures__value art-text--${item.tone}` : 'art-figures__value'}>
            {item.value}
          </span>
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
  inline: true,
  body: (vendors, onVendorPage) => (
    <>
      <div className="art-pane art-pane--padded">
        <Figures
          items={[
            { value: '37', label: 'Threats stopped' },
            { value: '1,284', label: 'Sign-ins verified' },
            { value: '42/42', label: 'Devices healthy', tone: 'green' },
          ]}
        />
      </div>
      <div className="art-pane art-scene__rows">
        {vendors.map((vendor) => (
          <VendorRow
            key={vendor.name}
            vendor={vendor}
            kind="console"
            extra={!onVendorPage && vendor.flagship && <Catch />}
          />
        ))}
      </div>
    </>
  ),
};

/** Under the flagship's row on the security page: what it just caught, one quarantined message. */
function Catch() {
  return (
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
  );
}

// ---------------------------------------------------------------- IT productivity: a team's workspace

const productivity: Scene = {
  kind: 'workspace',
  title: 'Team workspace',
  status: { text: '9:25 AM', tone: 'slate', icon: 'clock' },
  roles: [
    {
      key: 'docs',
      test: /\bdocs\b|gmail/i,
      label: 'Mail & docs',
      spot: 'post',
      line: 'shared a proposal with the team: 3 people are editing it now.',
      value: '9:21 AM',
      note: 'Proposal · Real estate office',
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
      spot: 'event',
      line: 'Budget review',
      value: '2:00 PM',
      note: 'Teams · budget.xlsx',
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
      spot: 'channel',
      line: 'front-desk',
      value: '6 members',
      detail: {
        icon: 'headset',
        tone: 'blue',
        title: 'Huddle in #it-help',
        meta: 'Office manager, IT team · 6 min',
        chip: 'Live',
        people: ['OM', 'IT', 'FD'],
        actions: ['Share screen', 'Join huddle'],
      },
    },
    {
      key: 'meeting',
      test: /webinar|video meetings?|meetings for/i,
      label: 'Meetings',
      spot: 'event',
      line: 'Weekly huddle',
      value: '9:30 AM',
      note: 'Video call · 8 invited',
      tone: 'blue',
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
      spot: 'post',
      line: 'moved IT-142 “New-hire laptops” to In review.',
      value: '9:24 AM',
      note: 'IT-142 · 2 of 3 done',
      detail: {
        icon: SquareKanban,
        tone: 'blue',
        title: 'IT-142 · New-hire laptops',
        meta: 'Sprint 14 · assigned to IT team',
        chip: 'In progress',
        ticks: [
          { text: 'Image three laptops', done: true },
          { text: 'Enroll in device management', done: true },
          { text: 'Ship to the Austin office' },
        ],
      },
    },
  ],
  notice: { icon: 'message', tone: 'blue', title: 'IT team: the laptops are ready', detail: '#it-help · just now' },
  body: (vendors) => (
    <div className="art-workspace">
      <DayCalendar events={vendors.filter((vendor) => vendor.role.spot === 'event')} />
      <ChatThread
        channel={vendors.find((vendor) => vendor.role.spot === 'channel')}
        posts={vendors.filter((vendor) => !['event', 'channel'].includes(vendor.role.spot!))}
      />
    </div>
  ),
};

/** Minutes since midnight of a time as the drawings write it ("9:30 AM", "2:00 PM"); else a day's end. */
function minutesOf(time = ''): number {
  const match = /^(\d{1,2}):(\d\d) (AM|PM)$/.exec(time);
  if (!match) return 24 * 60;
  return ((Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)) * 60 + Number(match[2]);
}

/** Tuesday's calendar: the day's meetings in their hours' order, the first one about to start. */
function DayCalendar({ events }: { events: SceneVendor[] }) {
  const day: { time: string; title: string; vendor?: SceneVendor }[] = [
    ...events.map((vendor) => ({ time: vendor.role.value ?? '', title: vendor.role.line, vendor })),
    { time: '11:00 AM', title: 'Vendor call' },
  ].sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
  return (
    <div className="art-pane art-calendar">
      <PaneHead title="Tuesday" meta="Apr 9" />
      <div className="art-calendar__day">
        <span className="art-calendar__now">9:25</span>
        {day.map(({ time, title, vendor }, index) => {
          const body = (
            <>
              <span className="art-event__time">{time}</span>
              <span className="art-event__title">{title}</span>
            </>
          );
          if (!vendor)
            return (
              <div key={title} className="art-event art-event--plain">
                {body}
              </div>
            );
          return (
            <div
              key={title}
              className={vendorClass(vendor, index === 0 ? 'art-event art-event--now' : 'art-event')}
              data-vendor={vendor.name}
            >
              {body}
              <span className="art-event__by">
                <VendorMark vendor={vendor} size="small" />
                {vendor.role.note ?? vendor.name}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The team's channel: two people, then the apps posting into it, and the box to write in. */
function ChatThread({ channel, posts }: { channel?: SceneVendor; posts: SceneVendor[] }) {
  const people = [
    {
      from: 'Office manager',
      initials: 'OM',
      tone: 'teal',
      time: '9:14 AM',
      text: 'Is the printer on the 2nd floor fixed?',
    },
    {
      from: 'IT team',
      initials: 'IT',
      tone: 'blue',
      time: '9:18 AM',
      text: 'Yes: a new driver went out to every laptop.',
    },
  ];
  return (
    <div className="art-pane art-chat">
      {channel ? (
        <div className={vendorClass(channel, 'art-chat__head')} data-vendor={channel.name}>
          <VendorMark vendor={channel} size="small" />
          <span className="art-chat__channel"># {channel.role.line}</span>
          <span className="art-pane__meta">{channel.name}</span>
        </div>
      ) : (
        <PaneHead title="# front-desk" />
      )}
      {people.map((message) => (
        <span key={message.time} className="art-post">
          <span className={`art-avatar art-avatar--${message.tone}`}>{message.initials}</span>
          <span className="art-post__body">
            <span className="art-post__head">
              <strong>{message.from}</strong> {message.time}
            </span>
            {message.text}
          </span>
        </span>
      ))}
      {posts.map((vendor) => (
        <div key={vendor.name} className={vendorClass(vendor, 'art-post art-post--app')} data-vendor={vendor.name}>
          <VendorMark vendor={vendor} />
          <span className="art-post__body">
            <span className="art-post__head">
              <strong>{vendor.name}</strong>
              <span className="art-post__app">App</span> {vendor.role.value}
            </span>
            {vendor.role.line}
            {vendor.role.note && (
              <span className="art-post__attachment">
                <ArtIcon icon={vendor.role.detail.icon} />
                {vendor.role.note}
              </span>
            )}
          </span>
        </div>
      ))}
      <span className="art-chat__composer">Message #front-desk</span>
    </div>
  );
}

// ---------------------------------------------------------------- finance: the books

/** Six months of money in and out, in thousands: the cash-flow chart's columns, and the net's line. */
const CASH = [
  { month: 'Nov', in: 38, out: 31 },
  { month: 'Dec', in: 44, out: 35 },
  { month: 'Jan', in: 36, out: 33 },
  { month: 'Feb', in: 47, out: 36 },
  { month: 'Mar', in: 52, out: 38 },
  { month: 'Apr', in: 58, out: 40 },
];

/** The books' main pane: cash in the bank, six months of money in and out, the totals under them. */
function CashFlow() {
  const top = 60;
  const height = 100;
  const y = (value: number) => height - (value / top) * height;
  const net = CASH.map(
    (month, index) => `${index ? 'L' : 'M'}${index * 40 + 20} ${y(month.in - month.out + 20).toFixed(1)}`,
  ).join(' ');
  const total = (key: 'in' | 'out') => CASH.reduce((sum, month) => sum + month[key], 0);
  return (
    <div className="art-pane art-cash">
      <PaneHead title="Cash flow" meta="Last 6 months" />
      <span className="art-cash__figure">
        $84,210
        <span className="art-chip art-tone--green">
          <Icon name="trending-up" />
          12%
        </span>
      </span>
      <span className="art-cash__caption">Cash in bank · business checking</span>
      <svg
        className="art-cash__chart"
        viewBox={`0 0 ${CASH.length * 40} ${height}`}
        preserveAspectRatio="none"
        focusable="false"
      >
        {[0.25, 0.5, 0.75].map((line) => (
          <path key={line} className="art-cash__grid" d={`M0 ${height * line} H${CASH.length * 40}`} />
        ))}
        {CASH.map((month, index) => (
          <g key={month.month}>
            <rect
              className="art-fill--blue"
              x={index * 40 + 8}
              y={y(month.in)}
              width="11"
              height={height - y(month.in)}
              rx="2"
            />
            <rect
              className="art-fill--sky-soft"
              x={index * 40 + 21}
              y={y(month.out)}
              width="11"
              height={height - y(month.out)}
              rx="2"
            />
          </g>
        ))}
        <path className="art-cash__net" d={net} />
      </svg>
      <span className="art-cash__months">
        {CASH.map((month) => (
          <span key={month.month}>{month.month}</span>
        ))}
      </span>
      <span className="art-cash__totals">
        <span className="art-cash__key art-cash__key--in">
          In <strong>${total('in')}k</strong>
        </span>
        <span className="art-cash__key art-cash__key--out">
          Out <strong>${total('out')}k</strong>
        </span>
        <span className="art-cash__key art-cash__key--net">
          Net <strong className="art-text--green">+${total('in') - total('out')}k</strong>
        </span>
      </span>
    </div>
  );
}

/** Beside it, the bank's account being reconciled: a line from each tool, matched. */
function Reconcile({ vendors }: { vendors: SceneVendor[] }) {
  return (
    <div className="art-pane art-recon">
      <PaneHead title="Reconcile" meta="Checking ••4821" />
      {vendors.map((vendor) => (
        <div key={vendor.name} className={vendorClass(vendor, 'art-txn')} data-vendor={vendor.name}>
          <VendorMark vendor={vendor} size="small" />
          <span className="art-txn__what">{vendor.role.line}</span>
          <span className={`art-txn__amount art-text--${vendor.role.tone ?? 'slate'}`}>{vendor.role.value}</span>
          <span className="art-txn__from">
            <span className="art-txn__check">
              <Icon name="check" />
            </span>
            {vendor.name}
          </span>
        </div>
      ))}
      <span className="art-recon__foot">
        <span>126 of 128 matched</span>
        <svg viewBox="0 0 100 6" preserveAspectRatio="none" focusable="false">
          <rect className="art-fill--track" width="100" height="6" rx="3" />
          <rect className="art-fill--green" width="98" height="6" rx="3" />
        </svg>
      </span>
    </div>
  );
}

const finance: Scene = {
  kind: 'books',
  title: 'Books · April',
  status: { text: 'Month open', tone: 'slate', icon: 'calendar' },
  roles: [
    {
      key: 'reconcile',
      test: /reconcil/i,
      label: 'Bank feed',
      line: 'Bank feed',
      value: '126 lines',
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
      line: 'INV-1038 paid',
      value: '+$3,600',
      tone: 'green',
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
      line: 'Billable hours',
      value: '+$2,775',
      tone: 'green',
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
      line: 'Office supplies',
      value: '−$1,240',
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
      line: 'Client lunch',
      value: '−$86.40',
      detail: {
        icon: ScanLine,
        tone: 'green',
        title: 'Client lunch · $86.40',
        meta: 'Receipt scanned Apr 3 · Austin',
        chip: 'In policy',
        ticks: [
          { text: 'Merchant, date and total read', done: true },
          { text: 'Coded to Meals', done: true },
          { text: 'Reimbursed on Friday' },
        ],
      },
    },
  ],
  notice: { icon: 'check', tone: 'green', title: 'March books closed', detail: 'Every account reconciled' },
  body: (vendors) => (
    <div className="art-books">
      <CashFlow />
      <Reconcile vendors={vendors} />
    </div>
  ),
};

// ---------------------------------------------------------------- HR and people: onboarding and the pay run

const people: Scene = {
  kind: 'people',
  title: 'People · Onboarding',
  status: { text: 'Payday Apr 15', tone: 'slate', icon: 'calendar' },
  rail: ['users', 'dollar', 'calendar', 'file-text'],
  roles: [
    {
      key: 'hiring',
      test: /applicant|candidate|job posting/i,
      label: 'Hiring',
      line: 'Offer signed',
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
      line: 'Contractor agreement, Monterrey',
      value: 'Signing',
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
      key: 'workforce',
      test: /workforce|core hr/i,
      label: 'Workforce',
      line: 'Role, team and access',
      value: 'Monday',
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
  inline: true,
  body: (vendors) => {
    const steps = inRoleOrder(vendors, people.roles);
    const done = steps.filter((vendor) => vendor.role.tone === 'green').length;
    return (
      <>
        <div className="art-pane art-pane--padded art-hire">
          <span className="art-hire__people">
            <span className="art-avatar art-avatar--teal">FD</span>
            <span className="art-avatar art-avatar--amber">DV</span>
          </span>
          <span className="art-hire__text">
            <span className="art-hire__name">2 people start Monday</span>
            <span className="art-hire__role">Front desk, Austin · Developer, Monterrey</span>
          </span>
          <span className="art-hire__progress">
            <span className="art-hire__count">
              {done} of {steps.length} done
            </span>
            <svg
              className="art-hire__bar"
              viewBox={`0 0 ${steps.length} 1`}
              preserveAspectRatio="none"
              focusable="false"
            >
              <rect className="art-fill--track" width={steps.length} height="1" />
              <rect className="art-fill--green" width={done} height="1" />
            </svg>
          </span>
        </div>
        <div className="art-pane art-scene__rows art-steps">
          <PaneHead title="Onboarding checklist" meta="Due Monday" />
          {steps.map((vendor) => (
            <Step key={vendor.name} vendor={vendor} />
          ))}
        </div>
      </>
    );
  },
};

/** A step of the checklist, done (ticked), under way or still to do, by the tool that does it. */
function Step({ vendor }: { vendor: SceneVendor }) {
  const { role } = vendor;
  const state = role.tone === 'green' ? 'done' : role.tone === 'amber' ? 'doing' : 'todo';
  return (
    <div className={vendorClass(vendor, `art-row art-step art-step--${state}`)} data-vendor={vendor.name}>
      <span className="art-step__mark">{state === 'done' && <Icon name="check" />}</span>
      <VendorMark vendor={vendor} size="small" />
      <span className="art-row__text">
        <span className="art-row__name">{role.line}</span>
        <span className="art-row__line">
          {vendor.name} · {role.label}
        </span>
      </span>
      <span className={`art-row__value art-row__value--${role.tone ?? 'slate'}`}>{role.value}</span>
      {vendor.highlighted && <DetailPanel vendor={vendor} />}
    </div>
  );
}

// ---------------------------------------------------------------- e-commerce and marketing: a store and its campaigns

/** The store's front: three products, each a small drawing on its tinted photo ground. */
type ProductKind = 'candle' | 'mug' | 'gift';
const PRODUCTS: { kind: ProductKind; name: string; price: string; sold: string; badge?: string }[] = [
  { kind: 'candle', name: 'Soy candle', price: '$24', sold: '14 sold', badge: 'Bestseller' },
  { kind: 'mug', name: 'Stoneware mug', price: '$18', sold: '9 sold' },
  { kind: 'gift', name: 'Gift box', price: '$42', sold: '6 sold' },
];

function ProductArt({ kind }: { kind: ProductKind }) {
  return (
    <svg className="art-product__art" viewBox="0 0 120 90" focusable="false">
      <ellipse className="art-product__shadow" cx="60" cy="80" rx="30" ry="4" />
      {kind === 'candle' && (
        <>
          <rect className="art-product__body" x="41" y="34" width="38" height="46" rx="7" />
          <rect className="art-product__label" x="41" y="50" width="38" height="16" />
          <rect className="art-product__lid" x="39" y="30" width="42" height="7" rx="3" />
          <path className="art-product__flame" d="M60 10c5 7 6 11 3 15a4 4 0 0 1-6 0c-3-4-2-8 3-15z" />
        </>
      )}
      {kind === 'mug' && (
        <>
          <path className="art-product__handle" d="M76 44h5a9 9 0 0 1 0 18h-5" />
          <rect className="art-product__body" x="38" y="36" width="40" height="44" rx="8" />
          <rect className="art-product__label" x="38" y="36" width="40" height="8" rx="4" />
          <path className="art-product__steam" d="M50 28c-3-4 3-6 0-11M60 28c-3-4 3-6 0-11M70 28c-3-4 3-6 0-11" />
        </>
      )}
      {kind === 'gift' && (
        <>
          <rect className="art-product__body" x="34" y="46" width="52" height="34" rx="4" />
          <rect className="art-product__lid" x="31" y="37" width="58" height="12" rx="3" />
          <rect className="art-product__label" x="56" y="37" width="8" height="43" />
          <path className="art-product__bow" d="M60 37c-8-12-20-8-14 0zM60 37c8-12 20-8 14 0z" />
        </>
      )}
    </svg>
  );
}

const store: Scene = {
  kind: 'store',
  title: 'Store · Home',
  status: { text: 'Store live', tone: 'green', icon: 'globe' },
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
      line: 'carts recovered',
      value: '12',
      detail: {
        icon: 'workflow',
        tone: 'blue',
        title: 'Abandoned-cart flow',
        meta: 'Recovered $640 this week',
        chip: 'Live',
        ticks: [
          { text: 'Cart left at checkout', done: true },
          { text: 'Email after 1 hour', done: true },
          { text: 'Text with free shipping after 1 day' },
        ],
      },
    },
    {
      key: 'leads',
      test: /lead capture|landing pages|forms/i,
      label: 'Landing pages',
      line: 'leads this week',
      value: '57',
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
      line: 'opened April’s issue',
      value: '46%',
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
  body: (vendors) => (
    <div className="art-shop">
      <div className="art-pane art-shop__front">
        <PaneHead title="Storefront · Spring collection" meta="$3,482 today" />
        <div className="art-shop__products">
          {PRODUCTS.map((product) => (
            <span key={product.name} className="art-product">
              <span className={`art-product__photo art-product__photo--${product.kind}`}>
                <ProductArt kind={product.kind} />
                {product.badge && <span className="art-product__badge">{product.badge}</span>}
              </span>
              <span className="art-product__name">{product.name}</span>
              <span className="art-product__price">
                {product.price}
                <span className="art-product__sold">{product.sold}</span>
              </span>
            </span>
          ))}
        </div>
      </div>
      <div className="art-pane art-apps">
        <PaneHead title="Sales channels & marketing" meta="Today" />
        <div className="art-apps__grid">
          {vendors.map((vendor) => (
            <div key={vendor.name} className={vendorClass(vendor, 'art-pane art-app')} data-vendor={vendor.name}>
              <VendorMark vendor={vendor} />
              <span className="art-app__name">{vendor.name}</span>
              <span className="art-app__value">{vendor.role.value}</span>
              <span className="art-app__line">{vendor.role.line}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  ),
};

// ---------------------------------------------------------------- CRM and sales: the pipeline

/** The board's stages, each with its count and value, and a deal of its own besides the tools' deals. */
const STAGES: {
  name: string;
  count: number;
  amount: string;
  tone: Tone;
  deal?: { name: string; amount: string; note: string };
}[] = [
  {
    name: 'Qualified',
    count: 12,
    amount: '$71k',
    tone: 'blue',
    deal: { name: 'Dental clinic', amount: '$9,200', note: 'New' },
  },
  { name: 'Proposal', count: 7, amount: '$48k', tone: 'sky' },
  { name: 'Won', count: 5, amount: '$38k', tone: 'green' },
];

const pipeline: Scene = {
  kind: 'pipeline',
  title: 'Pipeline · Q3',
  status: { text: '$253k open', tone: 'slate', icon: 'trending-up' },
  roles: [
    {
      key: 'forecast',
      test: /forecast/i,
      label: 'Forecast',
      spot: 'Proposal',
      line: 'Medical practice',
      value: '$18,000',
      note: 'In Q3 commit',
      tone: 'blue',
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
      spot: 'Proposal',
      line: 'Realty office',
      value: '$12,000',
      note: 'Opened 3×',
      tone: 'amber',
      detail: {
        icon: MailOpen,
        tone: 'blue',
        title: 'Proposal: managed IT',
        meta: 'Realty office · $12,000',
        chip: 'Opened 3×',
        ticks: [
          { text: 'Opened by the buyer at 10:12 AM', done: true },
          { text: 'Meeting booked, Thursday 2 PM', done: true },
          { text: 'Send the contract' },
        ],
      },
    },
    {
      key: 'activities',
      test: /activity|reminders/i,
      label: 'Activities',
      spot: 'Qualified',
      line: 'Restaurant, Austin',
      value: '$6,500',
      note: 'Call at 2 PM',
      tone: 'blue',
      detail: {
        icon: PhoneCall,
        tone: 'blue',
        title: 'Today’s activities',
        meta: 'Field sales · Houston',
        chip: '9 due',
        ticks: [
          { text: 'Visit print shop lead · 9:00 AM', done: true },
          { text: 'Call restaurant, Austin · 2:00 PM' },
          { text: 'Quote for dental clinic · 3:30 PM' },
        ],
      },
    },
    {
      key: 'automation',
      test: /workflow rules|zia/i,
      label: 'Automations',
      spot: 'Won',
      line: 'Bakery, Dallas',
      value: '$4,200',
      note: 'Invoice sent',
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
      spot: 'Won',
      line: 'Outfitter, Houston',
      value: '$7,800',
      note: 'Onboarding',
      tone: 'green',
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
  body: (vendors) => (
    <div className="art-board">
      <span className="art-pane art-board__goal">
        <span>
          <strong>$96,000</strong> won of $120,000
        </span>
        <svg viewBox="0 0 100 6" preserveAspectRatio="none" focusable="false">
          <rect className="art-fill--track" width="100" height="6" rx="3" />
          <rect className="art-fill--green" width="80" height="6" rx="3" />
        </svg>
        <span className="art-board__percent">80%</span>
      </span>
      <div className="art-board__columns">
        {STAGES.map((stage, index) => (
          <div key={stage.name} className={`art-pane art-column art-column--${stage.tone}`}>
            <PaneHead title={stage.name} meta={`${stage.count} · ${stage.amount}`} />
            {stage.deal && (
              <span className="art-pane art-deal">
                <span className="art-deal__name">{stage.deal.name}</span>
                <span className="art-deal__amount">{stage.deal.amount}</span>
                <span className="art-chip art-tone--slate">{stage.deal.note}</span>
              </span>
            )}
            {vendors
              .filter((vendor) =>
                STAGES.some((known) => known.name === vendor.role.spot) ? vendor.role.spot === stage.name : index === 0,
              )
              .map((vendor) => (
                <div key={vendor.name} className={vendorClass(vendor, 'art-pane art-deal')} data-vendor={vendor.name}>
                  <span className="art-deal__name">{vendor.role.line}</span>
                  <span className="art-deal__amount">{vendor.role.value}</span>
                  {vendor.role.note && (
                    <span className={`art-chip art-tone--${vendor.role.tone ?? 'slate'}`}>{vendor.role.note}</span>
                  )}
                  <span className="art-deal__by">
                    <VendorMark vendor={vendor} size="small" />
                    {vendor.name}
                  </span>
                </div>
              ))}
          </div>
        ))}
      </div>
    </div>
  ),
};

// ---------------------------------------------------------------- cloud infrastructure: a cloud console

const cloud: Scene = {
  kind: 'cloud',
  title: 'Cloud · Topology',
  status: { text: 'All systems normal', tone: 'green', icon: 'activity' },
  roles: [
    {
      key: 'desktops',
      test: /virtual desktop/i,
      label: 'Virtual desktops',
      spot: 'region',
      line: 'South Central US',
      items: ['host-01', 'host-02', 'host-03'],
      note: '18 sessions',
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
      spot: 'region',
      line: 'us-east-2 · Ohio',
      items: ['web-01', 'web-02', 'db-01'],
      note: 'Web app',
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
      spot: 'region',
      line: 'us-south1 · Dallas',
      items: ['warehouse', 'reports'],
      note: '2.1 TB',
      value: 'Healthy',
      tone: 'green',
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
      line: '312 shared links',
      value: 'Reviewed',
      tone: 'green',
      detail: {
        icon: FolderLock,
        tone: 'blue',
        title: 'Lease agreement.pdf',
        meta: 'Shared with 1 client · expires in 7 days',
        chip: 'Confidential',
        ticks: [
          { text: 'Downloads blocked outside', done: true },
          { text: 'Watermark on preview', done: true },
          { text: 'Waiting for e-signature' },
        ],
      },
    },
  ],
  notice: {
    icon: 'shield-check',
    tone: 'green',
    title: 'Restore test passed',
    detail: 'web-01 back up in 4 min · Sunday',
  },
  body: (vendors) => {
    const regions = vendors.filter((vendor) => vendor.role.spot === 'region');
    const stores = vendors.filter((vendor) => vendor.role.spot !== 'region');
    return (
      <div className="art-topology">
        <span className="art-pane art-topology__office">
          <span className="art-topology__office-icon">
            <Icon name="building" />
          </span>
          <span>
            <strong>Austin office</strong>
            <span className="art-topology__office-meta">42 devices · site-to-site VPN</span>
          </span>
        </span>
        <div className="art-topology__regions">
          {regions.map((vendor) => (
            <div key={vendor.name} className={vendorClass(vendor, 'art-pane art-region')} data-vendor={vendor.name}>
              <span className="art-region__head">
                <VendorMark vendor={vendor} size="small" />
                <span className="art-region__name">{vendor.name}</span>
              </span>
              <span className="art-region__where">
                <Icon name="map-pin" />
                {vendor.role.line}
              </span>
              <span className="art-region__nodes">
                {(vendor.role.items ?? []).map((node) => (
                  <span key={node} className="art-node">
                    {node}
                  </span>
                ))}
              </span>
              <span className="art-region__note">{vendor.role.note}</span>
            </div>
          ))}
        </div>
        <div className="art-topology__storage">
          {stores.map((vendor) => (
            <div key={vendor.name} className={vendorClass(vendor, 'art-pane art-store')} data-vendor={vendor.name}>
              <VendorMark vendor={vendor} size="small" />
              <span className="art-store__text">
                <span className="art-store__name">{vendor.name}</span>
                <span className="art-store__line">{vendor.role.line}</span>
              </span>
            </div>
          ))}
          <span className="art-backup">
            <span className="art-backup__icon">
              <Icon name="refresh" />
            </span>
            <span className="art-backup__text">
              <strong>Nightly backups</strong> 2:00 AM · copied to a second region
            </span>
            <span className="art-backup__week">
              {['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((day, index) => (
                <span key={index} className="art-backup__day">
                  {day}
                </span>
              ))}
            </span>
          </span>
        </div>
      </div>
    );
  },
};

/** By category anchor (content/categories/*.yaml); an unknown category gets the security console. */
export const SCENES: Record<string, Scene> = {
  security,
  productivity,
  finance,
  hr: people,
  ecommerce: store,
  crm: pipeline,
  cloud,
};
