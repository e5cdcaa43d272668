// The team's notification of a new lead: the body each kind of webhook takes (checked against Slack's
// and Microsoft's documented formats; no live Slack or Teams call is made), chosen from the URL or
// NOTIFY_WEBHOOK_FORMAT, what the visitor typed kept from acting as markup, and the retries.
import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import {
  leadNotifier,
  notificationBody,
  NOTIFY_RETRY,
  webhookFormat,
  type StoredLead,
} from '../../supabase/functions/_shared/lead-notification.ts';

const lead: StoredLead = {
  id: '6f1c1a52-7d6a-4c1e-9a43-0f5e2b7d9c10',
  createdAt: '2026-03-02T15:04:05.000Z',
  firstName: 'Ada <!channel>',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical & Engines',
  phone: '',
  employees: '1-50',
  message: 'Pay <https://evil.example|here> now, @here. [Click](https://evil.example) **now**',
};

describe('the notification body', () => {
  it("for Slack: text (Slack refuses a message without it) and blocks, the visitor's words escaped and verbatim", () => {
    expect(notificationBody('slack', lead)).toEqual({
      text: 'New lead from the contact form',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'New lead from the contact form' } },
        {
          type: 'section',
          fields: [
            { type: 'mrkdwn', text: '*Name*\nAda &lt;!channel&gt; Lovelace', verbatim: true },
            { type: 'mrkdwn', text: '*Email*\nada@analytical.example', verbatim: true },
            { type: 'mrkdwn', text: '*Company*\nAnalytical &amp; Engines', verbatim: true },
            { type: 'mrkdwn', text: '*Phone*\nnot given', verbatim: true },
            { type: 'mrkdwn', text: '*Employees*\n1-50', verbatim: true },
          ],
        },
        {
          type: 'section',
          text: {
            type: 'mrkdwn',
            text: '*Message*\nPay &lt;https://evil.example|here&gt; now, @here. [Click](https://evil.example) **now**',
            verbatim: true,
          },
        },
        {
          type: 'context',
          elements: [
            {
              type: 'mrkdwn',
              text: 'Lead 6f1c1a52-7d6a-4c1e-9a43-0f5e2b7d9c10, received 2026-03-02T15:04:05.000Z',
              verbatim: true,
            },
          ],
        },
      ],
    });
  });

  it("for Slack: a message that escaping takes past Slack's 3000 characters is shortened, and says so", () => {
    const body = notificationBody('slack', { ...lead, message: '&'.repeat(1000) }) as {
      blocks: { text?: { text: string } }[];
    };
    const text = body.blocks[2]!.text!.text;
    expect(text.length).toBeLessThanOrEqual(3000);
    expect(text).toMatch(/^\*Message\*\n(&amp;)+… \(shortened here: the whole message is stored with the lead\)$/);
  });

  it("for Teams: a message with an Adaptive Card of the lead, the visitor's words in plain TextRuns (no Markdown)", () => {
    const run = (text: string, bold = false) => ({ type: 'TextRun', text, ...(bold ? { weight: 'Bolder' } : {}) });
    const fact = (label: string, value: string) => ({
      type: 'RichTextBlock',
      inlines: [run(`${label}: `, true), run(value)],
    });
    expect(notificationBody('teams', lead)).toEqual({
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
              {
                type: 'TextBlock',
                text: 'New lead from the contact form',
                size: 'Medium',
                weight: 'Bolder',
                wrap: true,
              },
              fact('Name', 'Ada <!channel> Lovelace'),
              fact('Email', 'ada@analytical.example'),
              fact('Company', 'Analytical & Engines'),
              fact('Phone', 'not given'),
              fact('Employees', '1-50'),
              { type: 'RichTextBlock', inlines: [run('Message', true)] },
              { type: 'RichTextBlock', inlines: [run(lead.message)] },
              {
                type: 'TextBlock',
                text: 'Lead 6f1c1a52-7d6a-4c1e-9a43-0f5e2b7d9c10, received 2026-03-02T15:04:05.000Z',
                size: 'Small',
                isSubtle: true,
                wrap: true,
              },
            ],
          },
        },
      ],
    });
  });

  it('for anything else: the lead as JSON, as the functions have always sent it', () => {
    expect(notificationBody('json', lead)).toEqual({ type: 'contact_submission', ...lead });
  });

  it.each([
    ['https://hooks.slack.com/services/T0/B0/x', undefined, 'slack'],
    ['https://contoso.webhook.office.com/webhookb2/x', undefined, 'teams'],
    ['https://prod-23.westeurope.logic.azure.com:443/workflows/x/triggers/manual/paths/invoke', undefined, 'teams'],
    ['https://make.powerautomate.com/x', undefined, 'teams'],
    ['https://hooks.zapier.com/hooks/catch/1/x', undefined, 'json'],
    ['https://slack.example/hook', 'slack', 'slack'],
    ['https://hooks.slack.com/services/T0/B0/x', 'json', 'json'],
    ['https://teams-proxy.example/hook', 'teams', 'teams'],
    ['https://hooks.slack.com/services/T0/B0/x', 'discord', 'slack'],
    ['not a url', undefined, 'json'],
  ])('%s with NOTIFY_WEBHOOK_FORMAT=%s is sent as %s', (url, setting, format) => {
    expect(webhookFormat(url, setting)).toBe(format);
  });
});

describe('sending it', () => {
  /** A webhook that answers from a script, recording each call and each wait between them. */
  function harness(answers: (Response | Error)[], url = 'https://hooks.slack.com/services/T0/B0/x') {
    const tasks: Promise<void>[] = [];
    const waits: number[] = [];
    const log = { warn: vi.fn(), error: vi.fn() };
    const send = vi.fn(async () => {
      const answer = answers.shift() ?? new Response('ok');
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const notify = leadNotifier({
      url,
      formatSetting: undefined,
      send: send,
      log,
      background: (task) => tasks.push(task),
      sleep: async (ms) => void waits.push(ms),
    })!;
    return { notify, send, log, waits, done: () => Promise.all(tasks) };
  }

  it("posts the body for the webhook's service", async () => {
    const { notify, send, done } = harness([]);
    notify(lead);
    await done();
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.headers]).toEqual([
      'https://hooks.slack.com/services/T0/B0/x',
      'POST',
      { 'Content-Type': 'application/json' },
    ]);
    expect(JSON.parse(init.body as string)).toEqual(notificationBody('slack', lead));
  });

  it('tries again after a 500, after a while, and stops once it is taken', async () => {
    const { notify, send, waits, log, done } = harness([new Response('', { status: 500 }), new Response('ok')]);
    notify(lead);
    await done();
    expect(send).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([NOTIFY_RETRY.firstDelayMs]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('tries again when the network fails, waiting longer each time', async () => {
    const { notify, send, waits, done } = harness([
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
      new Response('ok'),
    ]);
    notify(lead);
    await done();
    expect(send).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([NOTIFY_RETRY.firstDelayMs, 2 * NOTIFY_RETRY.firstDelayMs]);
  });

  it("waits as long as a 429's Retry-After says, up to its longest wait", async () => {
    const { notify, waits, done } = harness([
      new Response('', { status: 429, headers: { 'Retry-After': '7' } }),
      new Response('', { status: 429, headers: { 'Retry-After': '3600' } }),
      new Response('ok'),
    ]);
    notify(lead);
    await done();
    expect(waits).toEqual([7000, NOTIFY_RETRY.longestDelayMs]);
  });

  it(`gives up after ${NOTIFY_RETRY.attempts} attempts, and logs it with the lead's id and nothing the visitor typed`, async () => {
    const { notify, send, log, done } = harness(Array.from({ length: 10 }, () => new Response('', { status: 503 })));
    notify(lead);
    await done();
    expect(send).toHaveBeenCalledTimes(NOTIFY_RETRY.attempts);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      `contact-form: the notification webhook answered 503 after ${NOTIFY_RETRY.attempts} attempts; lead ${lead.id} is stored but was not announced.`,
    );
    const logged = inspect([log.warn.mock.calls, log.error.mock.calls]);
    for (const typed of ['Ada', 'Lovelace', 'analytical', 'Engines', 'evil.example'])
      expect(logged).not.toContain(typed);
  });

  it('does not try again after an answer that will not change (400: the body or the URL is wrong)', async () => {
    const { notify, send, log, done } = harness([new Response('no_text', { status: 400 })]);
    notify(lead);
    await done();
    expect(send).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      `contact-form: the notification webhook answered 400; lead ${lead.id} is stored but was not announced.`,
    );
  });

  it("never logs the webhook's address, a secret that network errors can name", async () => {
    const { notify, log, done } = harness(
      Array.from(
        { length: 10 },
        () => new TypeError('error sending request for url (https://hooks.slack.com/services/T0/B0/x)'),
      ),
    );
    notify(lead);
    await done();
    expect(inspect([log.warn.mock.calls, log.error.mock.calls])).not.toContain('hooks.slack.com');
  });
});
