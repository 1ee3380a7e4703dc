/** PLACEHOLDER, to be replaced: the notice strip at the top of the shell (helper E). */
export function NoticeStrip() {
  return null;
}
