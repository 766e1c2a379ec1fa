// Types of page-types.mjs, for the TypeScript specs.
export type PageType = {
  /** The shape, e.g. '/category/martyrs/N'. */
  name: string;
  path: string;
  /** 200, or 404 for the pages that do not exist. */
  status: 200 | 404;
  /** In the sitemap: indexable, with a share preview. */
  indexable: boolean;
};

export function pageTypes(baseURL: string, options?: { qrUuid?: string }): Promise<PageType[]>;
