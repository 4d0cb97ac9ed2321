/** A page of a list, as the API answers one. */
export interface ListPage<Item = unknown> {
  items: Item[];
  next?: { page: string };
}

/** Every item of a paged list: `fetchPage` is asked for the first page, then for each `next.page` until there is none. */
export async function* paged<Item>(fetchPage: (page: string | undefined) => Promise<ListPage<Item>>): AsyncGenerator<Item> {
  let page: string | undefined;
  do {
    const answer = await fetchPage(page);
    yield* answer.items;
    page = answer.next?.page;
  } while (page);
}
