import { describe, expect, it } from 'vitest';
import { buildMeta, socialMeta } from './seo';

const property = (meta: ReturnType<typeof buildMeta>, name: string) =>
  meta.find((entry) => 'property' in entry && entry.property === name) as { content: string } | undefined;

describe('page meta for sharing', () => {
  it("gives every page the site's name, its language and the brand card as picture", () => {
    const meta = buildMeta({ title: 'Plans', origin: 'https://matchwire.io', pathname: '/promotion', lang: 'vi' });
    expect(property(meta, 'og:site_name')?.content).toBe('Matchwire');
    expect(property(meta, 'og:locale')?.content).toBe('vi_VN');
    expect(property(meta, 'og:image')?.content).toBe('https://matchwire.io/og-card.jpg');
    expect(property(meta, 'og:url')?.content).toBe('https://matchwire.io/promotion');
  });

  it("uses a page's own absolute picture instead, and never a relative or script address", () => {
    const own = socialMeta({ origin: 'https://matchwire.io', lang: 'en', image: 'https://cdn.matchwire.io/xg.png' });
    expect(property(own, 'og:image')?.content).toBe('https://cdn.matchwire.io/xg.png');
    expect(property(own, 'og:image:width')).toBeUndefined();
    const unsafe = socialMeta({ origin: 'https://matchwire.io', lang: 'en', image: 'javascript:alert(1)' });
    expect(property(unsafe, 'og:image')?.content).toBe('https://matchwire.io/og-card.jpg');
  });
});
