import { describe, expect, it } from 'vitest';
import { resolveDocAddress } from './doc-address';
import type { THierarchyCategory } from './get-doc-hierarchy';

const doc = (documentId: string, isChangeLog = false) => ({
  documentId,
  name: documentId,
  sportType: null,
  method: null,
  url: null,
  isChangeLog,
});
const hierarchy: THierarchyCategory[] = [
  { categoryId: 'c_start', name: 'Start', subHierarchy: [], documents: [doc('news_0'), doc('20')] },
  {
    categoryId: 'c_football',
    name: 'Football',
    documents: [],
    subHierarchy: [
      { categoryId: 'c_football_empty', name: 'Empty', subHierarchy: [], documents: [] },
      { categoryId: 'c_football_matches', name: 'Matches', subHierarchy: [], documents: [doc('105'), doc('106')] },
    ],
  },
  { categoryId: 'c_change_logs', name: 'Change logs', subHierarchy: [], documents: [doc('news_7', true)] },
];

describe('resolveDocAddress', () => {
  it('leads a category to its first document in menu order, also through sub-categories', () => {
    expect(resolveDocAddress(hierarchy, 'c_start')).toEqual({ documentId: 'news_0' });
    expect(resolveDocAddress(hierarchy, 'c_football')).toEqual({ documentId: '105' });
    expect(resolveDocAddress(hierarchy, 'c_football_matches')).toEqual({ documentId: '105' });
  });

  it("leads a sport's change logs and a single change log to the change-log page at their anchor", () => {
    expect(resolveDocAddress(hierarchy, 'st_2')).toEqual({ documentId: 'news_7', anchor: 'st_2' });
    expect(resolveDocAddress(hierarchy, 'log_5')).toEqual({ documentId: 'news_7', anchor: 'log_5' });
  });

  it('leaves documents, unknown categories and unknown sports alone', () => {
    for (const id of ['news_0', '105', 'c_nothing', 'c_football_empty', 'st_9', 'st_']) {
      expect(resolveDocAddress(hierarchy, id), id).toBeUndefined();
    }
    const withoutChangeLog = hierarchy.slice(0, 2);
    expect(resolveDocAddress(withoutChangeLog, 'st_1')).toBeUndefined();
  });
});
