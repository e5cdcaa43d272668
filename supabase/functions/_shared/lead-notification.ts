// Tells the team about a new lead through NOTIFY_WEBHOOK_URL, in the body the service behind the URL
// accepts: a Slack incoming webhook, a Microsoft Teams webhook, or plain JSON for anything else
// (Zapier, Make, your own). Sent after the visitor has their answer, retried a few times, and logged
// without anything the visitor typed.
import type { ContactSubmission } from './contact-schema.ts';

export type WebhookFormat = 'slack' | 'teams' | 'json';
export const WEBHOOK_FORMATS: readonly WebhookFormat[] = ['slack', 'teams', 'json'];

export interface StoredLead extends ContactSubmission {
  id: string;
  /** ISO 8601. */
  createdAt: string;
}

/** Attempts in all, the wait before the first retry (doubled for each next one), and the longest
 *  wait, a Retry-After included: the last attempt ends well within the 150 s Supabase gives a
 *  background task. */
export const NOTIFY_RETRY = {
  attempts: 4,
  firstDelayMs: 1000,
  longestDelayMs: 20_000,
  attemptTimeoutMs: 5000,
} as const;

/** The format a webhook takes: NOTIFY_WEBHOOK_FORMAT when it names one, else the URL's host says. */
export function webhookFormat(url: string, setting: string | undefined): WebhookFormat {
  const chosen = WEBHOOK_FORMATS.find((format) => format === setting);
  if (chosen) return chosen;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'json';
  }
  if (host === 'hooks.slack.com') return 'slack';
  if (['.webhook.office.com', '.logic.azure.com', '.powerautomate.com'].some((domain) => host.endsWith(domain)))
    return 'teams';
  return 'json';
}

const TITLE = 'New lead from the contact form';

/** The lead's fields as the team reads them, in the form's order; the message comes apart. */
function facts(lead: StoredLead): [label: string, value: string][] {
  return [
    ['Name', `${lead.firstName} ${lead.lastName}`],
    ['Email', lead.email],
    ['Company', lead.company],
    ['Phone', lead.phone || 'not given'],
    ['Employees', lead.employees || 'not given'],
  ];
}

export function notificationBody(format: WebhookFormat, lead: StoredLead): object {
  if (format === 'slack') return slackMessage(lead);
  if (format === 'teams') return teamsMessage(lead);
  return { type: 'contact_submission', ...lead };
}

/** Slack's longest text object (Block Kit reference). */
const SLACK_TEXT_LIMIT = 3000;

/**
 * A Slack incoming webhook's message: `text` (Slack answers 400 no_text without it, and shows it in
 * notifications) and Block Kit blocks with the lead. What the visitor typed is escaped (&, <, > are
 * Slack's markup: `<!channel>` would ping everyone) and sent verbatim (no automatic links or
 * mentions); `text` holds only our own words, as it cannot be made verbatim.
 */
function slackMessage(lead: StoredLead): object {
  const mrkdwn = (text: string) => ({ type: 'mrkdwn', text, verbatim: true });
  return {
    text: TITLE,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: TITLE } },
      { type: 'section', fields: facts(lead).map(([label, value]) => mrkdwn(`*${label}*\n${escapeForSlack(value)}`)) },
      { type: 'section', text: mrkdwn(withinSlackLimit(`*Message*\n${escapeForSlack(lead.message)}`)) },
      { type: 'context', elements: [mrkdwn(`Lead ${lead.id}, received ${lead.createdAt}`)] },
    ],
  };
}

function escapeForSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escaping can take a 1000-character message past Slack's limit: it is then shortened, never by
 *  half an entity or half a character, and says so. */
function withinSlackLimit(text: string): string {
  if (text.length <= SLACK_TEXT_LIMIT) return text;
  const note = '… (shortened here: the whole message is stored with the lead)';
  const cut = text
    .slice(0, SLACK_TEXT_LIMIT - note.length)
    .replace(/&[a-z]*$/, '')
    .replace(/[\uD800-\uDBFF]$/, '');
  return `${cut}${note}`;
}

/**
 * A Microsoft Teams message with an Adaptive Card, the format Teams documents for incoming webhooks
 * and the only one its Workflows webhooks take. What the visitor typed goes in TextRuns of
 * RichTextBlocks, which Teams shows as plain text (TextBlocks and FactSets read Markdown, and a
 * visitor's [text](link) would become a link); Teams mentions need entities, which are never sent.
 */
function teamsMessage(lead: StoredLead): object {
  const plain = (text: string, style: object = {}) => ({ type: 'TextRun', text, ...style });
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.2',
          body: [
            { type: 'TextBlock', text: TITLE, size: 'Medium', weight: 'Bolder', wrap: true },
            ...facts(lead).map(([label, value]) => ({
              type: 'RichTextBlock',
              inlines: [plain(`${label}: `, { weight: 'Bolder' }), plain(value)],
            })),
            { type: 'RichTextBlock', inlines: [plain('Message', { weight: 'Bolder' })] },
            { type: 'RichTextBlock', inlines: [plain(lead.message)] },
            {
              type: 'TextBlock',
              text: `Lead ${lead.id}, received ${lead.createdAt}`,
              size: 'Small',
              isSubtle: true,
              wrap: true,
            },
          ],
        },
      },
    ],
  };
}

export interface NotifierOptions {
  url: string | undefined;
  /** NOTIFY_WEBHOOK_FORMAT, as set. */
  formatSetting: string | undefined;
  send: typeof fetch;
  log: Pick<Console, 'warn' | 'error'>;
  /** Keeps the sending going after the answer (see inBackground). */
  background: (task: Promise<void>) => void;
  /** Waits between attempts. */
  sleep: (ms: number) => Promise<void>;
}

/** Announces a stored lead, in the background; undefined when there is no webhook. */
export function leadNotifier({
  url,
  formatSetting,
  send,
  log,
  background,
  sleep,
}: NotifierOptions): ((lead: StoredLead) => void) | undefined {
  if (!url) return undefined;
  if (formatSetting && !WEBHOOK_FORMATS.some((format) => format === formatSetting)) {
    log.warn(
      `contact-form: NOTIFY_WEBHOOK_FORMAT is "${formatSetting}", which is not one of ${WEBHOOK_FORMATS.join(', ')}: the format is chosen from the webhook's address.`,
    );
  }
  return (lead) => {
    const body = JSON.stringify(notificationBody(webhookFormat(url, formatSetting), lead));
    background(deliver({ url, body, leadId: lead.id, send, log, sleep }));
  };
}

interface Delivery {
  url: string;
  body: string;
  leadId: string;
  send: typeof fetch;
  log: Pick<Console, 'warn' | 'error'>;
  sleep: (ms: number) => Promise<void>;
}

type Attempt = { sent: true } | { sent: false; failure: string; retry: boolean; retryAfterMs?: number };

/** Posts the body until the webhook takes it, a failure is not worth retrying, or the attempts run out. */
async function deliver({ url, body, leadId, send, log, sleep }: Delivery): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await postOnce(send, url, body);
    if (outcome.sent) return;
    if (!outcome.retry || attempt === NOTIFY_RETRY.attempts) {
      const tries = attempt === 1 ? '' : ` after ${attempt} attempts`;
      log.error(
        `contact-form: the notification webhook ${outcome.failure}${tries}; lead ${leadId} is stored but was not announced.`,
      );
      return;
    }
    const backoff = NOTIFY_RETRY.firstDelayMs * 2 ** (attempt - 1);
    const delay = Math.min(outcome.retryAfterMs ?? backoff, NOTIFY_RETRY.longestDelayMs);
    log.warn(
      `contact-form: the notification webhook ${outcome.failure} (attempt ${attempt} of ${NOTIFY_RETRY.attempts}); trying again in ${Math.ceil(delay / 1000)} s.`,
    );
    await sleep(delay);
  }
}

async function postOnce(send: typeof fetch, url: string, body: string): Promise<Attempt> {
  try {
    const response = await send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      signal: AbortSignal.timeout(NOTIFY_RETRY.attemptTimeoutMs),
    });
    await response.body?.cancel();
    if (response.ok) return { sent: true };
    const retry = response.status === 429 || response.status >= 500;
    return {
      sent: false,
      failure: `answered ${response.status}`,
      retry,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    };
  } catch (error) {
    // Only the error's kind: its message can hold the webhook's URL, which is a secret.
    return {
      sent: false,
      failure: `could not be reached (${error instanceof Error ? error.name : 'unknown error'})`,
      retry: true,
    };
  }
}

/** Retry-After, in seconds or as an HTTP date. */
function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
}

/**
 * Keeps a task running after the answer has gone. Supabase's edge runtime stops an instance once it
 * has answered unless it is told to wait (EdgeRuntime.waitUntil); Node and plain Deno keep running
 * anyway, so there the task just goes on.
 */
export function inBackground(task: Promise<void>): void {
  const runtime: unknown = Reflect.get(globalThis, 'EdgeRuntime');
  if (hasWaitUntil(runtime)) runtime.waitUntil(task);
}

function hasWaitUntil(runtime: unknown): runtime is { waitUntil(task: Promise<unknown>): void } {
  return typeof runtime === 'object' && runtime !== null && typeof Reflect.get(runtime, 'waitUntil') === 'function';
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
