/** PLACEHOLDER, to be replaced: the top bar's search box that opens the command palette (helper C). */
export function SearchBox() {
  return null;
}
