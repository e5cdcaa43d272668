// One caught message, minute by minute, drawn on the night itself for the home page's Stronglink band
// (HomePage.tsx FlagshipSpotlight): a rail of five moments from the message's arrival to the
// recipient reading why it was held. Not a window: the flagship's page shows the console's verdict
// (VerdictDetailMock), and the home page's first slide the inbox; this is the story between them.
// The sender, recipient and domains are a drawing's samples, never a client or a person.
import type { IconName } from '../../cli/model/icon-names.ts';
import { Icon } from '../marks/Icon.tsx';

interface Moment {
  time: string;
  icon: IconName;
  title: string;
  detail: string;
  /** Signals named as chips under the detail. */
  signals?: string[];
  /** The moment the drawing is about: held before anyone could open it. */
  turn?: boolean;
}

const MOMENTS: Moment[] = [
  {
    time: '9:18:02',
    icon: 'mail',
    title: 'An invoice arrives for the office manager',
    detail: 'accounts@exarnple.com: “Overdue invoice, approve payment today”',
  },
  {
    time: '9:18:02',
    icon: 'sparkles',
    title: 'Read the way an attacker writes',
    detail: 'Who really sent it, where its link goes, what it asks for',
    signals: ['Look-alike domain', 'Two-day-old link', 'Urgent payment'],
  },
  {
    time: '9:18:03',
    icon: 'shield-check',
    title: 'Held before delivery',
    detail: 'Its link blocked for everyone, one second after it arrived',
    turn: true,
  },
  {
    time: '9:19:47',
    icon: 'headset',
    title: 'An engineer in Dallas takes a look',
    detail: 'Confirmed as credential phishing, the team told',
  },
  {
    time: '9:32:15',
    icon: 'check',
    title: 'The office manager asks why',
    detail: 'and reads the four signals in plain English',
  },
];

const DESCRIPTION =
  'One phishing message caught by Stronglink, minute by minute: at 9:18 an invoice from a look-alike domain arrives for the office manager; ' +
  'it is read for its sender, link and request (a look-alike domain, a two-day-old link, urgent payment language); one second after it ' +
  'arrived it is held before delivery and its link blocked for everyone; at 9:19 an engineer in Dallas confirms it as credential phishing; ' +
  'at 9:32 the office manager asks why and reads the four signals in plain English.';

export function CatchTimeline() {
  return (
    <div className="art art-timeline" role="img" aria-label={DESCRIPTION}>
      <p className="art-timeline__head label">One message, minute by minute</p>
      <ol className="art-timeline__moments">
        {MOMENTS.map((moment) => (
          <li key={moment.title} className={moment.turn ? 'art-timeline__moment is-turn' : 'art-timeline__moment'}>
            <span className="art-timeline__time label">{moment.time}</span>
            <span className="medallion art-timeline__node">
              <Icon name={moment.icon} />
            </span>
            <span className="art-timeline__words">
              <span className="art-timeline__title">{moment.title}</span>
              <span className="art-timeline__detail">{moment.detail}</span>
              {moment.signals && (
                <span className="art-timeline__signals">
                  {moment.signals.map((signal) => (
                    <span key={signal} className="art-timeline__signal">
                      {signal}
                    </span>
                  ))}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
