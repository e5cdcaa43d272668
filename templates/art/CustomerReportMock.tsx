// The monthly report a Stronglink customer receives, drawn as the e-mail it arrives in: what was
// stopped, by kind and week by week, what our team did, and the one next step we suggest. Shown
// beside the implementation process of the flagship page (after go-live, this is what you get).
// Every figure is a drawing's sample for one fictional customer (example.com), never a company claim.
import { Icon } from '../marks/Icon.tsx';
import { AppWindow } from './AppWindow.tsx';

interface Kind {
  label: string;
  tone: 'blue' | 'violet' | 'sky' | 'amber';
  /** Caught in each week of the month, first to last. */
  weeks: number[];
}

// A drawing's sample data: one illustrative month for one fictional customer.
const MONTH = 'October';
const CUSTOMER_DOMAIN = 'example.com';
const KINDS: Kind[] = [
  { label: 'Phishing', tone: 'blue', weeks: [19, 21, 16, 22] },
  { label: 'Impersonation', tone: 'violet', weeks: [8, 7, 7, 9] },
  { label: 'Malicious links', tone: 'sky', weeks: [5, 6, 5, 6] },
  { label: 'Malware files', tone: 'amber', weeks: [2, 3, 3, 3] },
];
const WEEKS = ['Week 1', 'Week 2', 'Week 3', 'Week 4'];
const DONE = [
  'Released 3 safe messages on request',
  'Secured 1 mailbox after an odd sign-in',
  'Added 2 vendor domains to watch',
];
const NEXT_STEP = 'A 20-minute phishing refresher for your 2 new hires';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const KIND_TOTALS = KINDS.map((kind) => ({ ...kind, total: sum(kind.weeks) }));
const TOTAL = sum(KIND_TOTALS.map((kind) => kind.total));
const WEEK_TOTALS = WEEKS.map((_, week) => sum(KINDS.map((kind) => kind.weeks[week]!)));

const DESCRIPTION =
  `A sample Stronglink monthly report e-mailed to a fictional customer for ${MONTH}: ${TOTAL} threats stopped, ` +
  KIND_TOTALS.map((kind) => `${kind.total} ${kind.label.toLowerCase()}`).join(', ') +
  `, with a bar chart of each week (${WEEK_TOTALS.join(', ')}). What we did: ${DONE.join('; ').toLowerCase()}. ` +
  `Next step: ${NEXT_STEP.toLowerCase()}.`;

/** The chart's drawing box: four columns, a bar centred in each. */
const CHART = { width: 200, height: 72, column: 50, bar: 26 };

export function CustomerReportMock() {
  const tallest = Math.max(...WEEK_TOTALS);
  const scale = (CHART.height - 2) / tallest;
  return (
    <div className="art art-report" role="img" aria-label={DESCRIPTION}>
      <AppWindow
        title="Monthly report"
        className="art-report__window"
        status={
          <span className="art-chip art-report__sent">
            <Icon name="mail" />
            {MONTH}
          </span>
        }
      >
        <div className="art-report__mail">
          <span className="art-report__from-mark">
            <Icon name="shield-check" />
          </span>
          <span className="art-report__from">
            <span className="art-report__sender">Bluebonnet Cyber</span>
            <span className="art-report__subject">Your {MONTH} email security report</span>
          </span>
        </div>

        <div className="art-report__sheet">
          <div className="art-report__sheet-head">
            <span className="art-report__label">Stronglink report</span>
            <span className="art-report__for">
              {CUSTOMER_DOMAIN} · {MONTH}
            </span>
          </div>

          <div className="art-report__summary">
            <span className="art-report__total">
              <span className="art-report__figure">{TOTAL}</span>
              <span className="art-report__figure-label">threats stopped</span>
            </span>
            <span className="art-report__chart">
              <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} focusable="false" aria-hidden="true">
                {WEEKS.map((week, index) => {
                  let top = CHART.height;
                  return (
                    <g key={week}>
                      {KINDS.map((kind) => {
                        const height = kind.weeks[index]! * scale;
                        top -= height;
                        return (
                          <rect
                            key={kind.label}
                            className={`art-report__bar art-report__bar--${kind.tone}`}
                            x={index * CHART.column + (CHART.column - CHART.bar) / 2}
                            y={top}
                            width={CHART.bar}
                            height={height}
                            rx="2"
                          />
                        );
                      })}
                    </g>
                  );
                })}
              </svg>
              <span className="art-report__weeks">
                {WEEKS.map((week) => (
                  <span key={week}>{week}</span>
                ))}
              </span>
            </span>
          </div>

          <ul className="art-report__kinds">
            {KIND_TOTALS.map((kind) => (
              <li key={kind.label}>
                <span className={`art-report__swatch art-report__swatch--${kind.tone}`} />
                <span className="art-report__kind">{kind.label}</span>
                <strong>{kind.total}</strong>
              </li>
            ))}
          </ul>

          <div className="art-report__did">
            <span className="art-report__heading">What we did</span>
            <ul>
              {DONE.map((item) => (
                <li key={item}>
                  <Icon name="check" />
                  {item}
                </li>
              ))}
            </ul>
          </div>

          <div className="art-report__next">
            <span className="art-report__next-icon">
              <Icon name="calendar" />
            </span>
            <span className="art-report__next-text">
              <span className="art-report__heading">Next step</span>
              <span className="art-report__next-title">{NEXT_STEP}</span>
            </span>
            <span className="art-report__next-button">
              Book a time
              <Icon name="arrow-right" />
            </span>
          </div>
        </div>
      </AppWindow>
    </div>
  );
}
