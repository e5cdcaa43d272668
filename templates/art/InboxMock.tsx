// Stronglink, drawn as the product: an inbox in which one phishing message is flagged, and the verdict
// card that says why it was quarantined. A light app window, so it reads on white and navy heroes.
import { Icon } from '../marks/Icon.tsx';
import { AppWindow } from './AppWindow.tsx';

interface Message {
  sender: string;
  initials: string;
  subject: string;
  time: string;
  /** The look-alike address, shown only on the phishing message. */
  phishingFrom?: string;
}

// A drawing's sample data: generic senders and a fictional .example look-alike domain.
const MESSAGES: Message[] = [
  { sender: 'Office manager', initials: 'OM', subject: 'Updated PTO calendar for April', time: '9:41' },
  {
    sender: 'Vendor billing',
    initials: 'VB',
    subject: 'Urgent: wire payment due today',
    time: '9:18',
    phishingFrom: 'billing@vendor-payrnents.example',
  },
  { sender: 'IT helpdesk', initials: 'IT', subject: 'Laptop updates scheduled Friday', time: '8:57' },
  { sender: 'Front desk', initials: 'FD', subject: 'Patient reminders sent for Monday', time: '8:30' },
  { sender: 'Accounts payable', initials: 'AP', subject: 'March invoices approved', time: 'Tue' },
];

// A drawing's sample data: why the message was judged phishing.
const VERDICT_REASONS = ['Look-alike sender domain', 'Urgent payment request', 'Reply-to differs from sender'];

const DESCRIPTION =
  'Stronglink in an email inbox: a message asking for an urgent wire payment is flagged as phishing and ' +
  'quarantined, because of a look-alike sender domain, an urgent payment request and a reply-to address ' +
  'that differs from the sender; the team was alerted.';

/** The mail app's folders down its left edge, the inbox open. */
const RAIL = ['inbox', 'shield-alert', 'send', 'archive'] as const;

export function InboxMock() {
  return (
    <div className="art art-inbox" role="img" aria-label={DESCRIPTION}>
      <AppWindow
        title="Inbox"
        className="art-inbox__window"
        status={
          <span className="art-inbox__protected">
            <Icon name="shield-check" />
            Protected by Stronglink
          </span>
        }
      >
        <div className="art-inbox__body">
          <div className="art-inbox__rail">
            {RAIL.map((icon, index) => (
              <span
                key={icon}
                className={index === 0 ? 'art-inbox__rail-item art-inbox__rail-item--active' : 'art-inbox__rail-item'}
              >
                <Icon name={icon} />
              </span>
            ))}
          </div>
          <div className="art-inbox__list">
            {MESSAGES.map((message) => (
              <MessageRow key={message.subject} message={message} />
            ))}
          </div>
        </div>
      </AppWindow>

      <div className="art-card art-inbox__verdict">
        <div className="art-inbox__verdict-head">
          <span className="art-inbox__verdict-icon">
            <Icon name="shield-alert" />
          </span>
          <span className="art-inbox__verdict-title">
            Verdict: <span className="art-inbox__verdict-threat">Phishing</span>
            <span className="art-inbox__verdict-action">Quarantined</span>
          </span>
        </div>
        <ul className="art-inbox__reasons">
          {VERDICT_REASONS.map((reason) => (
            <li key={reason}>
              <Icon name="close" />
              {reason}
            </li>
          ))}
        </ul>
        <div className="art-inbox__alerted">
          <Icon name="bell" />
          Your team was alerted
        </div>
      </div>
    </div>
  );
}

function MessageRow({ message }: { message: Message }) {
  const phishing = Boolean(message.phishingFrom);
  return (
    <div className={phishing ? 'art-inbox__row art-inbox__row--phishing' : 'art-inbox__row'}>
      <span className="art-inbox__avatar">{phishing ? <Icon name="alert" /> : message.initials}</span>
      <span className="art-inbox__sender">{message.sender}</span>
      {phishing ? (
        <span className="art-inbox__flag">
          <Icon name="flag" />
          Phishing
        </span>
      ) : (
        <span className="art-inbox__time">{message.time}</span>
      )}
      <span className="art-inbox__subject">{message.subject}</span>
      {message.phishingFrom && <span className="art-inbox__from">{message.phishingFrom}</span>}
    </div>
  );
}
