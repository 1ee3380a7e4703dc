/**
 * The first screen of a signed-in page as the server paints it in index.html, before any script has run: the notice
 * strip, the top bar with the product's name, the desktop sidebar's column and the page's heading, each where the app
 * will draw it (docs/performance.md "The first paint from the HTML"). On a phone the scripts take seconds to download
 * and run; until then the visitor sees which page is coming instead of a white screen. React replaces it all with the
 * real page on its first commit (createRoot clears the container), and e2e/first-visit.spec.ts checks that the heading
 * is the one the app shows, at the same place, on a phone and a laptop.
 *
 * Only pages whose heading is their path's title (pageTitle) are painted, with their breadcrumbs (breadcrumbs.ts) above
 * it: the ones below. Others get an empty root, as before.
 */
import { noticeSeverities, type NoticeSeverity } from '../constants';
import { noticeMessageText, noticePlainText, type NoticeMessage } from '../notices/notice-links';
import { breadcrumbs } from './breadcrumbs';
import { pageTitle, productName } from './page-title';

/** Checked page by page against the app's heading and its place by e2e/first-visit.spec.ts. */
const paintedPages: readonly RegExp[] = [/^\/dashboard$/, /^\/campaigns$/, /^\/brands\/[^/]+\/campaigns$/, /^\/notifications$/, /^\/settings$/];

/**
 * The heading the first paint shows for the page the visitor lands on (page-bootstrap.ts `landingPath`: after the access
 * guard and the shell's role gate), or null when that page is not painted.
 */
export function firstPaintHeading(landingPath: string): string | null {
  const path = landingPath.length > 1 ? landingPath.replace(/\/+$/, '') : landingPath;
  return paintedPages.some((pattern) => pattern.test(path)) ? pageTitle(path) : null;
}

/** MUI's standard Alert colours of the light palette (the notice strip), text on background. */
const noticeColours: Record<NoticeSeverity, [string, string]> = {
  info: ['rgb(1,67,97)', 'rgb(229,246,253)'],
  success: ['rgb(30,70,32)', 'rgb(237,247,237)'],
  warning: ['rgb(102,60,0)', 'rgb(255,244,229)'],
  error: ['rgb(95,33,32)', 'rgb(253,237,237)'],
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/**
 * The theme's measures (src/theme/theme.ts and the shell's layout): system font stack, the page background, a 56 px
 * toolbar (64 px from 600 px) with its bottom border, the sidebar (176 px with its border) from the md breakpoint
 * (900 px), the page container's gutters and padding (16 px; 24 px from 600 px across, from 900 px down too) and the
 * h1 (32 px, weight 600, line height 1.167).
 */
const firstPaintCss = [
  // CssBaseline's body margin, before the app's styles arrive.
  'body{margin:0}',
  '.ih-first-paint{min-height:100vh;background:#f7f7fb;color:rgba(0,0,0,.87);font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}',
  '.ih-first-paint-notice{box-sizing:border-box;min-height:36px;padding:8px 16px 8px 52px;font-size:14px;line-height:20px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
  '.ih-first-paint-bar{box-sizing:border-box;height:57px;display:flex;align-items:center;padding:0 16px;background:#fff;border-bottom:1px solid rgba(0,0,0,.12);font-size:20px;font-weight:600}',
  '.ih-first-paint-body{display:flex}',
  '.ih-first-paint-side{display:none}',
  '.ih-first-paint-main{flex-grow:1;min-width:0;box-sizing:border-box;max-width:1200px;margin:0 auto;padding:16px}',
  '.ih-first-paint h1{margin:0;font-size:32px;font-weight:600;line-height:1.167}',
  '.ih-first-paint ol{display:flex;flex-wrap:wrap;list-style:none;margin:0 0 16px;padding:0;font-size:14px;line-height:1.43;color:rgba(0,0,0,.6)}',
  '.ih-first-paint li+li::before{content:"\\203A";margin:0 8px}',
  '.ih-first-paint li:last-child{color:rgba(0,0,0,.87)}',
  // The phone's strip holds the 30 px arrow buttons of its rotation, 2.75 px taller than the laptop's.
  '@media (max-width:599.95px){.ih-first-paint-notice{min-height:38.75px;padding-top:9.375px}}',
  '@media (min-width:600px){.ih-first-paint-bar{height:65px;padding:0 24px}.ih-first-paint-main{padding:16px 24px}}',
  '@media (min-width:900px){.ih-first-paint-side{display:block;flex:0 0 176px;box-sizing:border-box;border-right:1px solid rgba(0,0,0,.12);min-height:calc(100vh - 101px)}.ih-first-paint-main{padding:24px}}',
].join('');

export interface FirstPaintShell {
  /** The page the visitor lands on: its breadcrumbs are painted above the heading. */
  path: string;
  heading: string;
  /** The first notice of the strip, when the page carries notices (firstPaintNotice). */
  notice?: { text: string; severity: NoticeSeverity } | null;
}

/**
 * The strip's first notice from the page's GET notices/ answer, as the strip shows it: the message's text (either form
 * the API allows) with its inline links as their words, and its severity (info for an unknown one). Null without one.
 */
export function firstPaintNotice(answer: unknown): FirstPaintShell['notice'] {
  const first = (answer as { results?: Array<{ message?: NoticeMessage; severity?: unknown }> } | undefined)?.results?.[0];
  const text = first?.message ? noticePlainText(noticeMessageText(first.message)) : '';
  if (!text) return null;
  const severity = (noticeSeverities as readonly unknown[]).includes(first?.severity) ? (first!.severity as NoticeSeverity) : 'info';
  return { text, severity };
}

/** The markup that goes inside `<div id="root">`: a style element and the painted shell, every text escaped. */
export function firstPaintShellHtml({ path, heading, notice }: FirstPaintShell): string {
  const crumbs = breadcrumbs(path);
  const crumbsHtml = crumbs.length ? `<nav aria-label="Breadcrumb"><ol>${crumbs.map((crumb) => `<li>${escapeHtml(crumb.label)}</li>`).join('')}</ol></nav>` : '';
  const noticeHtml = notice
    ? (() => {
        const [colour, background] = noticeColours[notice.severity];
        return `<div class="ih-first-paint-notice" style="color:${colour};background:${background}">${escapeHtml(notice.text)}</div>`;
      })()
    : '';
  return (
    `<style>${firstPaintCss}</style>` +
    // Hidden from assistive technologies (and role queries): it is a picture of the page to come, with no controls; the
    // page itself, its heading included, is announced when the app has drawn it and it works.
    `<div class="ih-first-paint" aria-hidden="true">${noticeHtml}` +
    `<div class="ih-first-paint-bar">${escapeHtml(productName)}</div>` +
    `<div class="ih-first-paint-body"><div class="ih-first-paint-side"></div>` +
    `<div class="ih-first-paint-main">${crumbsHtml}<h1>${escapeHtml(heading)}</h1></div></div></div>`
  );
}
