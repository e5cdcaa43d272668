// The security category's scene: a protection console, its figures above its list of protections.
// Its shared parts are in ../scene-kit.tsx; client/styles/art/scenes/security.css draws it.
import { DatabaseBackup, KeyRound, Smartphone } from 'lucide';
import { Icon } from '../../marks/Icon.tsx';
import { VendorRow, type Scene, type Tone } from '../scene-kit.tsx';

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

export const security: Scene = {
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
