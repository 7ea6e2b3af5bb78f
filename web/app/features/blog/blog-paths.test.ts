import { describe, expect, it } from 'vitest';
import { blogArticlePath, blogListPath, readBlogArticleId, readBlogListType } from './blog-paths';

describe('blog addresses (SPEC 2)', () => {
  it('builds article and list paths', () => {
    expect(blogArticlePath({ typeId: 20, id: 7 })).toBe('/blog/article-20-7.html');
    expect(blogListPath()).toBe('/blog-list/-1.html');
    expect(blogListPath(-1, 3)).toBe('/blog-list/-1.html?page=3');
  });

  it('reads article ids', () => {
    expect(readBlogArticleId('article-20-7.html')).toBe(7);
    expect(readBlogArticleId('7')).toBe(7);
    expect(readBlogArticleId('article-20-x.html')).toBeNull();
    expect(readBlogArticleId(undefined)).toBeNull();
  });

  it('reads list types', () => {
    expect(readBlogListType('-1.html')).toBe(-1);
    expect(readBlogListType('20.html')).toBe(-1);
    expect(readBlogListType(undefined)).toBe(-1);
    expect(readBlogListType('3.html')).toBe(3);
    expect(readBlogListType('abc')).toBeNull();
  });
});
