// Stronglink's own hero drawing (the home slide has the inbox): the admin view of a week, what was
// caught by kind, day by day, and the latest verdict. Every figure is a drawing's sample data, set
// as product UI ("Caught this week"), never a claim about a client.
import { Icon } from '../marks/Icon.tsx';
import { AppWindow } from './AppWindow.tsx';

// A drawing's sample data: one illustrative week, each day's catch split by kind (phishing,
// impersonation, malicious links, in KINDS' order); the kinds' totals are the days' sums.
const KIND_LABELS = ['Phishing', 'Impersonation', 'Malicious links'] as const;
const DAYS = [
  { day: 'M', byKind: [5, 2, 1] },
  { day: 'T', byKind: [3, 2, 1] },
  { day: 'W', byKind: [5, 2, 2] },
  { day: 'T', byKind: [3, 1, 1] },
  { day: 'F', byKind: [4, 2, 1] },
  { day: 'S', byKind: [1, 0, 0] },
  { day: 'S', byKind: [0, 0, 1] },
].map((day) => ({ ...day, count: day.byKind.reduce((sum, count) => sum + count, 0) }));
const KINDS = KIND_LABELS.map((label, index) => ({
  label,
  count: DAYS.reduce((sum, day) => sum + day.byKind[index]!, 0),
}));
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
          {/* Each day a bar of its kinds stacked (phishing at the foot), in the colours of the list
              under it; drawn stretched to the chart's box (the page's CSP allows no inline styles),
              the days' letters under it as text, so they keep their size. */}
          <div className="art-week__chart">
            <svg
              className="art-week__bars"
              viewBox={`0 0 ${DAYS.length * 20} 100`}
              preserveAspectRatio="none"
              focusable="false"
              aria-hidden="true"
            >
              {DAYS.map((day, index) => {
                let top = 100;
                return day.byKind.map((count, kind) => {
                  if (count === 0) return null;
                  const height = (count / TALLEST) * 100 - 3;
                  top -= height + 3;
                  return (
                    <rect
                      key={`${index}-${kind}`}
                      className={`art-week__part--${kind + 1}`}
                      x={index * 20 + 6}
                      y={top + 3}
                      width="8"
                      height={height}
                      rx="1.5"
                    />
                  );
                });
              })}
            </svg>
            {DAYS.map((day, index) => (
              <span key={index} className="art-week__letter">
                {day.day}
              </span>
            ))}
          </div>
          <ul className="art-week__kinds">
            {KINDS.map((kind, index) => (
              <li key={kind.label}>
                <span className={`art-week__key art-week__key--${index + 1}`}>{kind.label}</span>
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
    <div
      className="week-glimpse"
      role="img"
      aria-label={`The Stronglink admin view of a sample week: ${TOTAL} threats caught, most on weekdays.`}
    >
      <span className="week-glimpse__label">Caught this week</span>
      <span className="week-glimpse__figure">{TOTAL}</span>
      <span className="week-glimpse__sample">Sample week</span>
      <svg
        className="week-glimpse__chart"
        viewBox="0 0 140 50"
        preserveAspectRatio="none"
        focusable="false"
        aria-hidden="true"
      >
        {DAYS.map((day, index) => {
          const height = Math.max(3, (day.count / TALLEST) * 50);
          return <rect key={index} x={index * 20 + 3} y={50 - height} width="14" height={height} />;
        })}
      </svg>
    </div>
  );
}
