import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { generateLibrary } from '../../scripts/synthetic';
import { buildIndex, emptyTaxonomy, loadLibrary } from '../../src/model/core';
import { codeHits, exactIdHit, LibrarySearch, type SearchHit } from '../../src/model/search';
import { searchHitsQuery } from '../../src/state/answers';
import type { Library } from '../../src/state/libraryQuery';

const { cases } = loadLibrary(generateLibrary(300, 4));
const index = buildIndex(cases);
const someId = cases[123]!.id;

describe('exactIdHit (a whole id typed, answered on the page)', () => {
  it('finds the case whose id is exactly what was typed, around spaces and in lower case', () => {
    for (const typed of [someId, `  ${someId} `, someId.toLowerCase()]) expect(exactIdHit(index, typed)?.key).toBe(someId);
  });

  it('is nothing for a part of an id, another word, or nothing typed', () => {
    for (const typed of [someId.slice(0, -1), `${someId}9`, 'failover', '', '   ']) expect(exactIdHit(index, typed)).toBeNull();
  });

  it('is the hit the worker\'s search puts first for that id, so the full answer only adds to it', () => {
    const hit = exactIdHit(index, someId)!;
    const [fromCodes] = codeHits(index, someId, 5);
    expect({ id: hit.id, kind: hit.kind, key: hit.key }).toEqual({ id: fromCodes!.id, kind: fromCodes!.kind, key: fromCodes!.key });
    const [first] = new LibrarySearch(index, emptyTaxonomy()).search(someId, 12);
    expect(first?.id).toBe(hit.id);
  });
});

describe('searchHitsQuery while the worker has not answered', () => {
  /** A library whose worker answers only when `answer` is called. */
  function waitingLibrary() {
    const asked: ((hits: SearchHit[]) => void)[] = [];
    const library = { libraryId: 1, index, search: { search: () => new Promise<SearchHit[]>((done) => asked.push(done)) } } as unknown as Library;
    return { library, answer: (hits: SearchHit[]) => asked.shift()!(hits) };
  }

  it('shows a whole id\'s case at once, then the worker\'s full answer', async () => {
    const { library, answer } = waitingLibrary();
    const observer = new QueryObserver(new QueryClient(), searchHitsQuery(library, someId, 12, 0));
    const seen: ({ q: string; hits: SearchHit[] } | undefined)[] = [];
    const stop = observer.subscribe((r) => seen.push(r.data));
    expect(observer.getCurrentResult().data).toEqual({ q: someId, hits: [exactIdHit(index, someId)] });
    const full = [exactIdHit(index, someId)!, { id: 'org:Other', kind: 'org' as const, key: 'Other', score: 0.1 }];
    answer(full);
    await expect.poll(() => observer.getCurrentResult().data).toEqual({ q: someId, hits: full });
    stop();
  });

  it('keeps the previous query\'s hits for anything but a whole id', async () => {
    const { library, answer } = waitingLibrary();
    const client = new QueryClient();
    const observer = new QueryObserver(client, searchHitsQuery(library, 'fail', 12, 0));
    const stop = observer.subscribe(() => {});
    expect(observer.getCurrentResult().data).toBeUndefined();
    const earlier = [{ id: 'org:Other', kind: 'org' as const, key: 'Other', score: 1 }];
    answer(earlier);
    await expect.poll(() => observer.getCurrentResult().data).toEqual({ q: 'fail', hits: earlier });
    observer.setOptions(searchHitsQuery(library, 'failo', 12, 0));
    expect(observer.getCurrentResult().data).toEqual({ q: 'fail', hits: earlier });
    stop();
  });
});
