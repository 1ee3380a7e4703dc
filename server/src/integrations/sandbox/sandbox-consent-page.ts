import { formatNumber } from '../../../../src/domain/format/display-format';

/**
 * The sandbox's consent page (GET .../o/oauth2/v2/auth and .../oauth/authorize in sandbox mode): a plain HTML form,
 * no script, readable on a phone and with a keyboard or a screen reader, where the person picks one of the demo
 * channels or accounts, or cancels. What it posts goes to the fake's own consent step (sandbox.routes.ts).
 */
export interface ConsentOption {
  value: string;
  title: string;
  detail: string;
}

export interface ConsentPageInput {
  platform: 'youtube' | 'instagram';
  action: string;
  /** The original authorization query, sent back with the choice. */
  query: string;
  options: ConsentOption[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const copy = {
  youtube: {
    title: 'Choose a YouTube channel',
    host: 'Simulated Google sign-in',
    legend: 'Channel to connect',
    asks: ['See your YouTube channel, its videos and their statistics', 'View YouTube Analytics reports for your channel'],
  },
  instagram: {
    title: 'Choose an Instagram account',
    host: 'Simulated Instagram login',
    legend: 'Professional account to connect',
    asks: ['Read your profile, followers and posts', 'Read the insights of your posts'],
  },
} as const;

export const subscribers = (count: number) => `${formatNumber(count)} subscribers`;
export const followers = (count: number) => `${formatNumber(count)} followers`;

export function consentPageHtml(input: ConsentPageInput): string {
  const text = copy[input.platform];
  const options = input.options.map((option, index) => `
        <label class="option">
          <input type="radio" name="account" value="${escapeHtml(option.value)}"${index === 0 ? ' checked' : ''} required>
          <span><strong>${escapeHtml(option.title)}</strong><small>${escapeHtml(option.detail)}</small></span>
        </label>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(text.title)} · InfluenceHub sandbox</title>
  <style>
    *{box-sizing:border-box}
    body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#f3f4f6}
    main{max-width:30rem;margin:0 auto;padding:1.5rem 1rem 2rem}
    .card{background:#fff;border:1px solid #d0d4dc;border-radius:12px;padding:1.25rem}
    .host{margin:0 0 .25rem;font-size:.875rem;color:#4a4f5a}
    h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.25}
    ul{margin:.25rem 0 1rem;padding-left:1.25rem}
    fieldset{border:0;margin:0 0 1rem;padding:0}
    legend{font-weight:600;margin-bottom:.5rem}
    .option{display:flex;gap:.75rem;align-items:flex-start;padding:.75rem;border:1px solid #d0d4dc;border-radius:8px;margin-bottom:.5rem;cursor:pointer;min-height:44px}
    .option:has(input:checked){border-color:#1a56db;background:#eef3ff}
    .option input{margin-top:.3rem;width:1.1rem;height:1.1rem;flex-shrink:0}
    .option small{display:block;color:#4a4f5a}
    .actions{display:flex;flex-wrap:wrap;gap:.75rem}
    button{font:inherit;min-height:44px;padding:.5rem 1.25rem;border-radius:8px;border:1px solid #1a56db;cursor:pointer}
    .primary{background:#1a56db;color:#fff}
    .secondary{background:#fff;color:#1a56db}
    :focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
    .note{font-size:.875rem;color:#4a4f5a;margin-top:1rem}
  </style>
</head>
<body>
  <main>
    <div class="card">
      <p class="host">${escapeHtml(text.host)} · InfluenceHub sandbox</p>
      <h1>${escapeHtml(text.title)}</h1>
      <p>InfluenceHub would like to:</p>
      <ul>${text.asks.map((ask) => `<li>${escapeHtml(ask)}</li>`).join('')}</ul>
      <form method="post" action="${escapeHtml(input.action)}">
        <input type="hidden" name="query" value="${escapeHtml(input.query)}">
        <fieldset>
          <legend>${escapeHtml(text.legend)}</legend>${options}
        </fieldset>
        <div class="actions">
          <button type="submit" name="decision" value="allow" class="primary">Allow</button>
          <button type="submit" name="decision" value="cancel" class="secondary" formnovalidate>Cancel</button>
        </div>
      </form>
    </div>
    <p class="note">This page stands in for ${input.platform === 'youtube' ? 'Google' : 'Instagram'} in sandbox mode: the channels are demo data and nothing leaves this server.</p>
  </main>
</body>
</html>`;
}
