// The CRM and sales category's scene: the pipeline, deal cards in their stages under the quarter's goal.
// Its shared parts are in ../scene-kit.tsx; client/styles/art/scenes/crm.css draws it.
import { MailOpen, PhoneCall, SquareKanban } from 'lucide';
import { PaneHead, VendorMark, vendorClass, type Scene, type Tone } from '../scene-kit.tsx';

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

export const pipeline: Scene = {
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
