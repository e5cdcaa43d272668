// The HR and people category's scene: who starts on Monday, the onboarding checklist, and the pay run.
// Its shared parts are in ../scene-kit.tsx; client/styles/art/scenes/hr.css draws it.
import { Banknote, UserPlus } from 'lucide';
import { Icon } from '../../marks/Icon.tsx';
import {
  DetailPanel,
  PaneHead,
  VendorMark,
  vendorClass,
  type Role,
  type Scene,
  type SceneVendor,
} from '../scene-kit.tsx';

/** The vendors in the order of their roles in the scene (a checklist's steps), roles of their own last. */
function inRoleOrder(vendors: SceneVendor[], roles: Role[]): SceneVendor[] {
  const place = (vendor: SceneVendor) => {
    const index = roles.findIndex((role) => role.key === vendor.role.key);
    return index === -1 ? roles.length : index;
  };
  return [...vendors].sort((a, b) => place(a) - place(b));
}

export const people: Scene = {
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
            <span className="art-hire__role">Front desk in Austin, developer in Monterrey</span>
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
