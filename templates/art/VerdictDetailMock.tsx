// Stronglink's verdict on one message, as the admin console shows it beside the feature grid of the
// flagship page: who sent it, what was decided, the signals that decided it, what was done, and the
// recipient's request to release it, over the window's lower edge. Every sender, recipient and domain
// is a drawing's sample (roles as display names, reserved example domains), never a client or a person.
import type { ReactNode } from 'react';
import type { IconName } from '../../cli/model/icon-names.ts';
import { Icon } from '../marks/Icon.tsx';
import { AppWindow } from './AppWindow.tsx';

interface Signal {
  icon: IconName;
  title: string;
  detail: ReactNode;
  weight: 'high' | 'medium';
}

// A drawing's sample data: one message, a look-alike of the recipient's own domain (example.com).
const MESSAGE = {
  sender: 'Accounts payable',
  initial: 'A',
  /** The address, cut where the look-alike letters are, so they can be marked. */
  address: ['accounts@exa', 'rn', 'ple.com'] as const,
  subject: 'Overdue invoice: sign in to approve payment today',
  /** The recipient's display name: a role. */
  recipient: 'Office manager',
  time: '9:18 AM',
};
const VERDICT = { action: 'Quarantined', threat: 'credential phishing' };
const SIGNALS: Signal[] = [
  {
    icon: 'mail-warning',
    title: 'Look-alike sender domain',
    // Its letters marked as in the sender's address: unmarked, "exarnple.com imitates example.com"
    // read as the same name twice, a typo in the drawing.
    detail: (
      <>
        exa<mark>rn</mark>ple.com imitates example.com
      </>
    ),
    weight: 'high',
  },
  {
    icon: 'globe',
    title: 'Link to a fresh domain',
    detail: 'pay-portal.example, registered 2 days ago',
    weight: 'high',
  },
  { icon: 'key', title: 'Copied sign-in page', detail: 'The link asks for a mailbox password', weight: 'high' },
  { icon: 'clock', title: 'Urgent payment language', detail: '“overdue”, “late fee”, “today”', weight: 'medium' },
];
const ACTIONS = ['Held before delivery', 'Link blocked for everyone', 'Our team notified'];
const RELEASE = { from: 'Office manager', time: '9:32 AM' };

const DESCRIPTION =
  `A Stronglink message verdict: an email from a look-alike of the company's own domain, asking the ${MESSAGE.recipient.toLowerCase()} ` +
  `to sign in and approve an overdue payment, was ${VERDICT.action.toLowerCase()} as ${VERDICT.threat}. ` +
  'The signals that decided it: a look-alike sender domain, a link to a domain registered two days earlier, ' +
  'a copied sign-in page and urgent payment language. It was held before delivery, the link was blocked and ' +
  `our team was notified; the ${RELEASE.from.toLowerCase()}'s request to release it waits for the admin, with Keep quarantined and Release.`;

const WEIGHT_LABEL: Record<Signal['weight'], string> = { high: 'High', medium: 'Medium' };

export function VerdictDetailMock() {
  return (
    <div className="art art-verdict" role="img" aria-label={DESCRIPTION}>
      <AppWindow
        title="Message verdict"
        className="art-verdict__window"
        status={
          <span className="art-chip art-verdict__status">
            <Icon name="shield-alert" />
            {VERDICT.action}
          </span>
        }
      >
        <div className="art-verdict__message">
          <span className="art-verdict__avatar">{MESSAGE.initial}</span>
          <span className="art-verdict__from">
            <span className="art-verdict__sender">{MESSAGE.sender}</span>
            <span className="art-verdict__address">
              {MESSAGE.address[0]}
              <mark>{MESSAGE.address[1]}</mark>
              {MESSAGE.address[2]}
            </span>
          </span>
          <span className="art-verdict__time">{MESSAGE.time}</span>
          <span className="art-verdict__subject">{MESSAGE.subject}</span>
          <span className="art-verdict__to">To {MESSAGE.recipient}</span>
        </div>

        <div className="art-verdict__decision">
          <span className="art-verdict__decision-icon">
            <Icon name="shield-alert" />
          </span>
          <span className="art-verdict__decision-text">
            <span className="art-verdict__decision-title">
              {VERDICT.action}: {VERDICT.threat}
            </span>
            <span className="art-verdict__decision-detail">High risk · {SIGNALS.length} signals</span>
          </span>
        </div>

        <div className="art-verdict__section">
          <span className="art-verdict__heading">Signals that decided it</span>
          <ul className="art-verdict__signals">
            {SIGNALS.map((signal) => (
              <li key={signal.title} className="art-verdict__signal">
                <span className="art-verdict__signal-icon">
                  <Icon name={signal.icon} />
                </span>
                <span className="art-verdict__signal-title">{signal.title}</span>
                <span className={`art-verdict__weight art-verdict__weight--${signal.weight}`}>
                  {WEIGHT_LABEL[signal.weight]}
                </span>
                <span className="art-verdict__signal-detail">{signal.detail}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="art-verdict__section art-verdict__section--actions">
          <span className="art-verdict__heading">Action taken</span>
          <ul className="art-verdict__actions">
            {ACTIONS.map((action) => (
              <li key={action}>
                <Icon name="check" />
                {action}
              </li>
            ))}
          </ul>
        </div>
      </AppWindow>

      <div className="art-card art-verdict__release">
        <span className="art-verdict__release-head">
          <span className="art-verdict__release-icon">
            <Icon name="inbox" />
          </span>
          <span>
            <span className="art-verdict__release-title">Release requested</span>
            <span className="art-verdict__release-detail">
              by {RELEASE.from} · {RELEASE.time}
            </span>
          </span>
        </span>
        <span className="art-verdict__buttons">
          <span className="art-verdict__button art-verdict__button--primary">Keep quarantined</span>
          <span className="art-verdict__button">Release</span>
        </span>
      </div>
    </div>
  );
}
