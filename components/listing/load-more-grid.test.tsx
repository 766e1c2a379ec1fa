/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
import { render, screen } from '@testing-library/react';
import type { GenealogyCard as GenealogyCardData } from '@/lib/api/models';
import { MAX_SERVER_PAGES } from '@/lib/site.mjs';
import { LoadMoreGrid } from './load-more-grid';

const card = (id: number): GenealogyCardData =>
  ({
    id,
    title: { az: `Ailə ${id}`, en: '', ru: '' },
    head: { az: '', en: '', ru: '' },
    date: '',
  }) as GenealogyCardData;

function grid(pages: number) {
  return (
    <LoadMoreGrid
      kind="genealogies"
      apiPath="/api/v1/genealogies"
      pageSize={1}
      skeletons={1}
      pagePath="/genealogy"
      itemBase="/genealogy"
      lang="az"
      labels={{ loadMore: 'Daha çox', loading: '', empty: '', head: '', untitled: '', video: '' }}
      initialPages={Array.from({ length: pages }, (_, i) => ({
        items: [card(i + 1)],
        received: 1,
      }))}
      Card={({ card: c }) => <p>{c.id}</p>}
    />
  );
}

describe('Load more without scripts', () => {
  it('links to the next ?page=N the server renders, up to MAX_SERVER_PAGES', () => {
    render(grid(MAX_SERVER_PAGES - 1));
    const more = screen.getByRole('link', { name: 'Daha çox' });
    expect(more.getAttribute('href')).toBe(`/genealogy?page=${MAX_SERVER_PAGES}`);
    expect(more.getAttribute('rel')).toBe('next');
    expect(more.hasAttribute('data-needs-scripts')).toBe(false);
  });

  it.each([MAX_SERVER_PAGES, MAX_SERVER_PAGES + 3])(
    'at %i pages, never a link back to the first page: scripts alone load more',
    (pages) => {
      render(grid(pages));
      const more = screen.getByRole('link', { name: 'Daha çox' });
      expect(more.getAttribute('href')).toBe(`/genealogy?page=${MAX_SERVER_PAGES}`);
      expect(more.getAttribute('rel')).toBeNull();
      expect(more.hasAttribute('data-needs-scripts')).toBe(true);
    },
  );
});
