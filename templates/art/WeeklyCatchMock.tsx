// Stronglink's own hero drawing (the home slide has the inbox): the admin view of a week, what was
// caught by kind, day by day, and the latest verdict. Every figure is a drawing's sample data, set
// as product UI ("Caught this week"), never a claim about a client.
import { Icon } from '../parts/Icon.tsx';
import { AppWindow } from './AppWindow.tsx';

// A drawing's sample data: one illustrative week.
const KINDS = [
  { label: 'Phishing', count: 21 },
  { label: 'Impersonation', count: 9 },
  { label: 'Malicious links', count: 7 },
];
const DAYS = [
  { day: 'M', count: 8 },
  { day: 'T', count: 6 },
  { day: 'W', count: 9 },
  { day: 'T', count: 5 },
  { day: 'F', count: 7 },
  { day: 'S', count: 1 },
  { day: 'S', count: 1 },
];
const VERDICT_REASONS = ['Look-alike sender domain', 'New bank details requested'];

const DESCRIPTION =
  'The Stronglink admin view of a sample week: 37 threats caught, 21 phishing, 9 impersonation and 7 ' +
  'malicious links, most on weekdays; the latest verdict quarantined an invoice change from a look-alike domain.';

const TOTAL = KINDS.reduce((sum, kind) => sum + kind.count, 0);
const TALLEST = Math.max(...DAYS.map((day) => day.count));

export function WeeklyCatchMock() {
  return (
    <div className="art art-week" role="img" aria-label={DESCRIPTION}>
      <AppWindow
        title="Stronglink admin"
        className="art-week__window"
        status={
          <span className="art-chip art-week__live">
            <Icon name="shield-check" />
            Sample week
          </span>
        }
      >
        <div className="art-week__body">
          <div className="art-week__total">
            <span className="art-week__label">Caught this week</span>
            <span className="art-week__figure">{TOTAL}</span>
          </div>
          <svg className="art-week__chart" viewBox="0 0 140 66" focusable="false" aria-hidden="true">
            {DAYS.map((day, index) => {
              const height = (day.count / TALLEST) * 46;
              return (
                <g key={index}>
                  <rect className="art-week__bar" x={index * 20 + 2} y={50 - height} width="14" height={height} rx="3" />
                  <text className="art-week__day" x={index * 20 + 9} y="64" textAnchor="middle">
                    {day.day}
                  </text>
                </g>
              );
            })}
          </svg>
          <ul className="art-week__kinds">
            {KINDS.map((kind) => (
              <li key={kind.label}>
                <span>{kind.label}</span>
                <strong>{kind.count}</strong>
              </li>
            ))}
          </ul>
        </div>
      </AppWindow>
      <div className="art-card art-week__verdict">
        <span className="art-chip art-week__quarantined">
          <Icon name="shield-alert" />
          Quarantined
        </span>
        <p className="art-week__subject">Invoice #4471: updated bank details</p>
        <ul className="art-week__reasons">
          {VERDICT_REASONS.map((reason) => (
            <li key={reason}>
              <Icon name="check" />
              {reason}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The same sample week as a glimpse, for the flagship's card on the security page: the week's total
 * and its bars, drawn to fill whatever height the card has left beside its neighbours.
 */
export function WeekGlimpse() {
  return (
    <div className="week-glimpse" role="img" aria-label={`The Stronglink admin view of a sample week: ${TOTAL} threats caught, most on weekdays.`}>
      <span className="week-glimpse__label">Caught this week</span>
      <span className="week-glimpse__figure">{TOTAL}</span>
      <span className="week-glimpse__sample">Sample week</span>
      <svg className="week-glimpse__chart" viewBox="0 0 140 50" preserveAspectRatio="none" focusable="false" aria-hidden="true">
        {DAYS.map((day, index) => {
          const height = Math.max(3, (day.count / TALLEST) * 50);
          return <rect key={index} x={index * 20 + 3} y={50 - height} width="14" height={height} />;
        })}
      </svg>
    </div>
  );
}
