import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverRoot } from '../../../server-paths';
import { helpAudiences, helpSlugPattern, type HelpAudience } from '../../../../../src/domain/help/help-audience';
import type { NewHelpArticle } from '../../../repositories/help.repository';

// From the server root, not import.meta.url: the production bundle (server/dist) runs this module from elsewhere.
const articlesRoot = pathToFileURL(path.join(serverRoot, 'src/db/seed/help/articles/'));

/**
 * Splits `---\nkey: value\n---\nbody` into its fields and body. Values are plain single-line text; that is all the
 * articles need, and it keeps a writer's file readable in any Markdown editor.
 */
export function parseArticleFile(text: string, where: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${where}: expected front matter between --- lines.`);
  const fields: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim()) continue;
    const separator = line.indexOf(':');
    if (separator < 1) throw new Error(`${where}: front matter line "${line}" is not "key: value".`);
    fields[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return { fields, body: `${match[2].trim()}\n` };
}

function required(fields: Record<string, string>, key: string, where: string): string {
  const value = fields[key];
  if (!value) throw new Error(`${where}: front matter needs "${key}".`);
  return value;
}

/** One article file (`articles/<category>/<slug>.md`) as a row; throws with the file name on any mistake. */
export function articleFromFile(categorySlug: string, fileName: string, text: string): NewHelpArticle {
  const where = `help article ${categorySlug}/${fileName}`;
  const slug = fileName.replace(/\.md$/, '');
  if (!helpSlugPattern.test(slug)) throw new Error(`${where}: the file name must be a lower-case slug.`);
  const { fields, body } = parseArticleFile(text, where);
  const audience = required(fields, 'audience', where) as HelpAudience;
  if (!helpAudiences.includes(audience)) throw new Error(`${where}: audience must be one of ${helpAudiences.join(', ')}.`);
  const position = Number(required(fields, 'position', where));
  if (!Number.isInteger(position)) throw new Error(`${where}: position must be an integer.`);
  return {
    categorySlug,
    slug,
    title: required(fields, 'title', where),
    summary: required(fields, 'summary', where),
    audience,
    position,
    bodyMarkdown: body,
  };
}

/** Every article of the given categories, read from the Markdown files beside this module. */
export async function loadHelpArticles(categorySlugs: readonly string[]): Promise<NewHelpArticle[]> {
  const articles: NewHelpArticle[] = [];
  for (const categorySlug of categorySlugs) {
    const folder = new URL(`${categorySlug}/`, articlesRoot);
    const files = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
    for (const fileName of files) {
      articles.push(articleFromFile(categorySlug, fileName, await readFile(new URL(fileName, folder), 'utf8')));
    }
  }
  return articles;
}
