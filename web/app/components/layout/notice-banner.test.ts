import { describe, expect, it } from 'vitest';
import { noticeKeyFor, visibleNotice } from './notice-banner';

describe('notice banner', () => {
  it('shows only non-empty notices that do not start with #', () => {
    expect(visibleNotice('Maintenance tonight')).toBe('Maintenance tonight');
    expect(visibleNotice('')).toBeNull();
    expect(visibleNotice('   ')).toBeNull();
    expect(visibleNotice('#Maintenance tonight')).toBeNull();
    expect(visibleNotice(undefined)).toBeNull();
  });

  it('picks the notice key of the route', () => {
    expect(noticeKeyFor('/')).toBe('noticeHome');
    expect(noticeKeyFor('/docs')).toBe('noticeDocs');
    expect(noticeKeyFor('/user/profile')).toBe('noticeConsole');
    expect(noticeKeyFor('/products/football')).toBeNull();
  });
});
