// Docs search (every query word must appear in the title or text) and docs pages in parts of DOCS_PART_CHARS.
import { badRequest, notFound } from '../envelope.ts';
import { DOCS_PAGES } from '../docs-pages.ts';
import { pageLimit, partCursor, partIndex } from '../paging.ts';
import type { RequestContext, Route } from '../route.ts';
import { DOCS_PART_CHARS } from '../spec.ts';

function pageUrls(ctx: RequestContext, path: string): { url: string; markdownUrl: string } {
  return { url: `${ctx.state.webBase}${path}`, markdownUrl: `${ctx.state.webBase}${path}.md` };
}

function search(ctx: RequestContext): Record<string, unknown> {
  const query = ctx.query.get('query')?.trim();
  if (!query) throw badRequest('Query query is required.');
  const words = query.toLowerCase().split(/\s+/);
  const hits = DOCS_PAGES.filter((page) =>
    words.every((word) => `${page.title}\n${page.markdown}`.toLowerCase().includes(word)),
  );
  return {
    query,
    results: hits.slice(0, pageLimit(ctx.query)).map((page) => ({
      path: page.path,
      title: page.title,
      description: page.description,
      ...pageUrls(ctx, page.path),
    })),
  };
}

function page(ctx: RequestContext): Record<string, unknown> {
  const path = ctx.query.get('path');
  if (!path) throw badRequest('Query path is required.');
  const found = DOCS_PAGES.find((p) => p.path === path);
  if (!found) throw notFound(`Docs page ${path}`);
  const parts = Math.max(1, Math.ceil(found.markdown.length / DOCS_PART_CHARS));
  const index = partIndex(ctx.query);
  if (index >= parts) throw badRequest('Query cursor points past the last part of the page.');
  return {
    path: found.path,
    title: found.title,
    description: found.description,
    ...pageUrls(ctx, found.path),
    markdown: found.markdown.slice(index * DOCS_PART_CHARS, (index + 1) * DOCS_PART_CHARS),
    nextCursor: partCursor(index + 1, parts),
    complete: index + 1 >= parts,
  };
}

export const docsRoutes: Route[] = [
  { method: 'GET', path: '/agent/docs/search', auth: ['read'], handle: (ctx) => ({ data: search(ctx) }) },
  { method: 'GET', path: '/agent/docs/page', auth: ['read'], handle: (ctx) => ({ data: page(ctx) }) },
];
