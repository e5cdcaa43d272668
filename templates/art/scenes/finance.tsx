// The finance category's scene: the books, the cash flow beside the bank account being reconciled.
// Its shared parts are in ../scene-kit.tsx; client/styles/art/scenes/finance.css draws it.
import { Banknote, Landmark, ScanLine, Timer } from 'lucide';
import { Icon } from '../../marks/Icon.tsx';
import { PaneHead, VendorMark, vendorClass, type Scene, type SceneVendor } from '../scene-kit.tsx';

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

export const finance: Scene = {
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
