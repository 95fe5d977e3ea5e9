import type { PagedResult } from '@sahm/investor-sdk';

/**
 * The pages of an ABP list in order, each asked from where the ones before ended, until its total
 * is in. An empty page ends it too: a list that shrank while it was read never loops.
 */
export async function* readPages<Item>(
  readPage: (skipCount: number) => Promise<PagedResult<Item>>,
): AsyncGenerator<Item[]> {
  for (let read = 0; ;) {
    const { items, totalCount } = await readPage(read);
    yield items;
    read += items.length;
    if (items.length === 0 || read >= totalCount) return;
  }
}

/** Every item of the list, reading page after page. */
export async function readAllPages<Item>(
  readPage: (skipCount: number) => Promise<PagedResult<Item>>,
): Promise<Item[]> {
  const all: Item[] = [];
  for await (const items of readPages(readPage)) all.push(...items);
  return all;
}

/** The first item that matches, reading no further than the page that has it. */
export async function findInPages<Item>(
  readPage: (skipCount: number) => Promise<PagedResult<Item>>,
  matches: (item: Item) => boolean,
): Promise<Item | null> {
  for await (const items of readPages(readPage)) {
    const found = items.find(matches);
    if (found) return found;
  }
  return null;
}
