// The HubSpot CRM slide's drawing: a deals pipeline in which one deal is being moved on to the proposal
// stage and the CRM confirms that its follow-up email went out by itself. A light app window.
import { Icon } from '../marks/Icon.tsx';
import { AppWindow } from './AppWindow.tsx';

interface Deal {
  descriptor: string;
  amount: string;
  /** The deal being dragged into this stage; its old place shows as an empty slot. */
  moving?: boolean;
}

interface Stage {
  name: string;
  tone: 'slate' | 'blue' | 'violet' | 'green';
  deals: Deal[];
  /** Where the moving deal was picked up from. */
  vacated?: boolean;
}

// A drawing's sample data: generic business descriptors and round deal amounts.
const MOVING_DEAL: Deal = { descriptor: 'Dental clinic', amount: '$9,200', moving: true };
const MOVING_DEAL_DESTINATION = 'Proposal';
const STAGES: Stage[] = [
  {
    name: 'New lead',
    tone: 'slate',
    deals: [
      { descriptor: 'Retail store', amount: '$2,400' },
      { descriptor: 'Nonprofit', amount: '$1,800' },
    ],
  },
  { name: 'Qualified', tone: 'blue', vacated: true, deals: [{ descriptor: 'Law office', amount: '$6,500' }] },
  {
    name: MOVING_DEAL_DESTINATION,
    tone: 'violet',
    deals: [MOVING_DEAL, { descriptor: 'Property manager', amount: '$4,800' }],
  },
  {
    name: 'Won',
    tone: 'green',
    deals: [
      { descriptor: 'CPA firm', amount: '$12,000' },
      { descriptor: 'Auto repair', amount: '$3,100' },
    ],
  },
];

const DESCRIPTION =
  'A CRM deals pipeline with four stages, New lead, Qualified, Proposal and Won; a dental clinic deal is ' +
  'being moved to Proposal, and a notice says its follow-up email was sent automatically.';

export function PipelineMock() {
  return (
    <div className="art art-pipeline" role="img" aria-label={DESCRIPTION}>
      <AppWindow
        title="Sales pipeline"
        status={
          <span className="art-chip art-pipeline__period">
            <Icon name="calendar" />
            This quarter
          </span>
        }
      >
        <div className="art-pipeline__board">
          {STAGES.map((stage) => (
            <div key={stage.name} className={`art-pipeline__stage art-pipeline__stage--${stage.tone}`}>
              <div className="art-pipeline__stage-head">
                <span className="art-pipeline__stage-name">{stage.name}</span>
                <span className="art-pipeline__count">{stage.deals.length}</span>
              </div>
              {stage.vacated && <div className="art-pipeline__slot" />}
              {stage.deals.map((deal) => (
                <div
                  key={deal.descriptor}
                  className={deal.moving ? 'art-pipeline__deal art-pipeline__deal--moving' : 'art-pipeline__deal'}
                >
                  <span className="art-pipeline__descriptor">{deal.descriptor}</span>
                  <span className="art-pipeline__amount">{deal.amount}</span>
                  {deal.moving && <Icon name="pointer" className="art-pipeline__cursor" />}
                </div>
              ))}
            </div>
          ))}
        </div>
      </AppWindow>
      <div className="art-card art-toast art-pipeline__toast">
        <span className="art-toast__icon">
          <Icon name="check" />
        </span>
        <span>
          <span className="art-toast__title">Follow-up sent automatically</span>
          <span className="art-toast__detail">
            {MOVING_DEAL.descriptor} · now in {MOVING_DEAL_DESTINATION}
          </span>
        </span>
      </div>
    </div>
  );
}
